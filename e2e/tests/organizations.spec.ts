/**
 * Issue 13, /organizations: an owner creates a team organization, switches to it from the
 * page and back from the header, manages a colleague's role, removes them, and deletes the team
 * by typing its name. A member sees the team without the owner's controls. Screens in light and
 * dark, 1280 and 390 px, Spanish and English, checked for overflow and with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible } from './support/a11y';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

const TEXTS = {
  es: {
    title: 'Organizaciones',
    created: 'Organización creada',
    use: 'Usar esta organización',
    locked: 'Los miembros de equipo llegan con Growth o Pro',
    roleChanged: 'Rol actualizado',
    remove: 'Quitar',
    deleted: 'Organización eliminada',
    admin: 'Administrador',
  },
  en: {
    title: 'Organizations',
    created: 'Organization created',
    use: 'Use this organization',
    locked: 'Team members come with Growth or Pro',
    roleChanged: 'Role updated',
    remove: 'Remove',
    deleted: 'Organization deleted',
    admin: 'Admin',
  },
} as const;

async function orgIdOf(email: string): Promise<string> {
  const rows = await query<{ id: string }>(
    `select o.id from organizations o join "user" u on u.id = o.owner_user_id
     where u.email = $1 and o.personal`,
    [email],
  );
  return rows[0]!.id;
}

async function addMember(orgId: string, email: string, role: 'admin' | 'member') {
  await query(
    `insert into organization_members (org_id, user_id, role, status, accepted_at)
     select $1, id, $3, 'active', now() from "user" where email = $2`,
    [orgId, email, role],
  );
}

async function signUp(page: Page, lang: 'es' | 'en', name: string, prefix: string) {
  return signUpAndConfirm(page, { lang, name, prefix });
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: create a team, switch to it and back, manage a member, delete it`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXTS[lang];
    const ownerContext = await browser.newContext({
      viewport: lang === 'es' ? VIEWPORTS.desktop : VIEWPORTS.phone,
    });
    await prepare(ownerContext, { lang, theme: 'light', consent: true });
    const owner = await ownerContext.newPage();
    const ownerEmail = await signUp(owner, lang, 'Olga Ruiz', `e2e-org-owner-${lang}`);
    const personalId = await orgIdOf(ownerEmail);
    await query(`update organizations set plan = 'growth' where id = $1`, [personalId]);

    const memberContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await prepare(memberContext, { lang, theme: 'light', consent: true });
    const colleague = await memberContext.newPage();
    const colleagueEmail = await signUp(colleague, lang, 'Marta Gil', `e2e-org-member-${lang}`);
    await addMember(personalId, colleagueEmail, 'member');

    // The owner's page: their organization (Growth: it takes members) and the colleague.
    await owner.goto('/organizations');
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const colleagueRow = owner.getByTestId(`member-${colleagueEmail}`);
    await expect(colleagueRow).toContainText('Marta Gil');
    await expect(owner.getByTestId('team-locked')).toHaveCount(0);

    // A new team organization: Free, so it says what unlocks members.
    await owner
      .getByLabel(lang === 'es' ? 'Nombre de la organización' : 'Organization name')
      .fill('  Agencia Norte  ');
    await owner.getByTestId('create-organization-submit').click();
    await expect(owner.getByText(text.created)).toBeVisible();
    // The toast sits inside the window below the header, on a phone too.
    const toast = (await owner.locator('[data-sonner-toast]').first().boundingBox())!;
    const width = owner.viewportSize()!.width;
    expect(toast.x).toBeGreaterThanOrEqual(0);
    expect(toast.x + toast.width).toBeLessThanOrEqual(width);
    await owner.screenshot({ path: `screenshots/organizations-toast-${lang}.png` });
    await expect(owner.getByTestId('organization-name')).toHaveText('Agencia Norte');
    await expect(owner.getByTestId('team-locked')).toContainText(text.locked);
    await expectAccessible(owner);
    await shootScreen(owner, `organizations-${lang}`);

    // Use it: the header's switcher appears (two organizations) and the balance follows.
    await owner.getByRole('button', { name: text.use }).click();
    await expect(owner.getByTestId('header-org-switcher')).toHaveAttribute(
      'aria-label',
      /Agencia Norte/,
    );
    await owner.goto('/dashboard');
    await expect(owner.getByTestId('org-switcher')).toContainText('Agencia Norte');
    // Back to the personal organization from the header.
    await owner.getByTestId('header-org-switcher').click();
    await owner.getByTestId(`switch-to-${personalId}`).click();
    await expect(owner.getByTestId('header-org-switcher')).toHaveAttribute(
      'aria-label',
      /Olga Ruiz/,
    );
    const saved = await query<{ active_organization_id: string }>(
      `select p.active_organization_id from profiles p join "user" u on u.id = p.user_id
       where u.email = $1`,
      [ownerEmail],
    );
    expect(saved[0]!.active_organization_id).toBe(personalId);

    // The colleague is a member: the team shows, without the owner's controls.
    await colleague.goto('/organizations');
    await colleague.getByTestId(`organization-${personalId}`).click();
    await expect(colleague.getByTestId(`member-${ownerEmail}`)).toBeVisible();
    await expect(colleague.getByTestId('member-role')).toHaveCount(0);
    await expect(colleague.getByTestId('member-remove')).toHaveCount(0);
    await expect(colleague.getByTestId('delete-organization')).toHaveCount(0);

    // The owner makes them admin, then removes them.
    await owner.goto('/organizations');
    await owner.getByTestId(`organization-${personalId}`).click();
    await owner
      .getByTestId(`member-${colleagueEmail}`)
      .getByTestId('member-role')
      .selectOption('admin');
    await expect(owner.getByText(text.roleChanged)).toBeVisible();
    await owner.getByTestId(`member-${colleagueEmail}`).getByTestId('member-remove').click();
    await owner.getByTestId('member-confirm-confirm').click();
    await expect(owner.getByTestId(`member-${colleagueEmail}`)).toHaveCount(0);
    // The colleague's app no longer lists it.
    await colleague.reload();
    await expect(colleague.getByTestId(`organization-${personalId}`)).toHaveCount(0);

    // Deleting the team: the typed name enables the button.
    const teams = await query<{ id: string }>(
      `select id from organizations where name = 'Agencia Norte' and owner_user_id =
         (select id from "user" where email = $1)`,
      [ownerEmail],
    );
    await owner.getByTestId(`organization-${teams[0]!.id}`).click();
    await owner.getByTestId('delete-organization-open').click();
    const confirm = owner.getByTestId('delete-organization-confirm');
    await expect(confirm).toBeDisabled();
    await owner.getByRole('textbox').last().fill('agencia norte');
    await confirm.click();
    await expect(owner.getByText(text.deleted)).toBeVisible();
    await expect(owner.getByTestId(`organization-${teams[0]!.id}`)).toHaveCount(0);
    await expect(owner.getByTestId('header-org-switcher')).toHaveCount(0);

    await ownerContext.close();
    await memberContext.close();
  });
}
