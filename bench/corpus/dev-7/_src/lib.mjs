// Shorthand for a site's truth: emails {address: kind | [kind, owner]}, contacts [[name, title, role]], junk [..]
export function T(emails, contacts, junk = []) {
  const out = { emails: [], emailKinds: {}, emailOwners: {}, contacts: [], junk };
  for (const [addr, v] of Object.entries(emails)) {
    const a = addr.toLowerCase();
    out.emails.push(a);
    if (Array.isArray(v)) {
      out.emailKinds[a] = v[0];
      out.emailOwners[a] = v[1];
    } else out.emailKinds[a] = v;
  }
  out.contacts = contacts.map(([name, title, role]) => ({ name, title, role }));
  return out;
}
