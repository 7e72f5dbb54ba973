/**
 * The wizard's step 4: which contact a lead gets for its target role. Exact role first, else
 * an owner, else anyone named with a title; among equals, one with an email, then a LinkedIn
 * profile, then the most trusted source.
 */
import type { TargetRole } from '@leadatlas/shared';
import type { ContactFinding, ContactPicker, ContactRole } from '../types.js';
import { SOURCE_RANK } from './findings-collector.js';

const ROLE_OF_TARGET: Record<TargetRole, ContactRole> = {
  owner: 'owner',
  'marketing-manager': 'marketing',
  'operations-manager': 'operations',
  other: 'other',
};

function score(c: ContactFinding): number {
  return (
    (c.email ? 100 : 0) + (c.title ? 10 : 0) + (c.linkedin ? 5 : 0) - SOURCE_RANK[c.source] / 10
  );
}

function best(list: ContactFinding[]): ContactFinding | null {
  let top: ContactFinding | null = null;
  for (const c of list) if (!top || score(c) > score(top)) top = c;
  return top;
}

export const pickContact: ContactPicker = (contacts, target) => {
  const role = ROLE_OF_TARGET[target];
  const exact = best(contacts.filter((c) => c.role === role && (role !== 'other' || c.title)));
  if (exact) return exact;
  const owner = best(contacts.filter((c) => c.role === 'owner'));
  if (owner) return owner;
  return best(contacts.filter((c) => c.title !== null && c.title.trim() !== ''));
};
