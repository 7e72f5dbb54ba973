/**
 * Addresses never delivered as the business's, one test per class of junk: form placeholders
 * and examples in five languages, web agencies and photographers credited on the page,
 * platforms, trackers, site builders and public bodies, image and asset names, version strings,
 * customers' addresses in testimonials, and the crowds of other businesses' addresses on a
 * directory page. The business's own addresses beside them are kept.
 */
import { describe, expect, it } from 'vitest';
import { parseEmail } from '../src/domain/enrich/extract/email-address.js';
import { isPlaceholder, junkReason } from '../src/domain/enrich/extract/email-junk.js';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';

function emails(body: string, siteDomain = 'ferreteriaalba.es', head = '') {
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}/contacto`, html, siteDomain }).emails.map(
    (e) => e.address,
  );
}

describe('placeholders and examples', () => {
  it('example addresses in five languages are junk by their own words', () => {
    for (const address of [
      'tu@email.com',
      'tunombre@tuempresa.es',
      'nombre.apellido@dominio.com',
      'you@example.com',
      'your.name@yourcompany.co.uk',
      'seu.nome@suaempresa.com.br',
      'seuemail@provedor.com',
      'votre.nom@votre-domaine.fr',
      'prenom.nom@exemple.fr',
      'votre@adresse.fr',
      'max@mustermann.de',
      'erika.mustermann@beispiel.de',
      'ihre.email@ihrefirma.de',
      'vorname.nachname@firma-beispiel.de',
    ]) {
      const parsed = parseEmail(address);
      expect(parsed && junkReason(parsed), address).toBe('placeholder');
    }
  });

  it('real mailboxes that share a word with placeholders are kept', () => {
    for (const address of [
      'mail@praxis-keller.de',
      'tomas@ferreteriaalba.es',
      'sunombre.lopez@gmail.com',
      'ma@atelier-ma.fr',
      'email@clinicadelsol.com.ar',
    ]) {
      const parsed = parseEmail(address);
      expect(parsed && isPlaceholder(parsed.local, parsed.domain), address).toBe(false);
    }
  });

  it('an address the text gives as an example is not the business’s', () => {
    expect(
      emails(`
      <p>Escríbanos a <a href="mailto:ventas@ferreteriaalba.es">ventas@ferreteriaalba.es</a>.</p>
      <p>Indique su correo (p. ej. juanperez@gmail.com) para recibir el presupuesto.</p>
      <p>Use an address such as jdoe@outlook.com to register.</p>
      <p>Format : prenom.dupont@orange.fr</p>
      <p>Bitte geben Sie Ihre E-Mail an, z. B. k.schmidt@web.de.</p>`),
    ).toEqual(['ventas@ferreteriaalba.es']);
  });

  it('form fields (placeholder and value attributes) are never read', () => {
    expect(
      emails(`<form><label>Correo <input type="email" name="email" placeholder="usted@sucorreo.com" value="cliente@hotmail.com"></label>
        <textarea placeholder="hola@ejemplo.es"></textarea><button>Enviar</button></form>
        <p>info@ferreteriaalba.es</p>`),
    ).toEqual(['info@ferreteriaalba.es']);
  });
});

describe('agencies, photographers and platforms', () => {
  it("the agency's address on its credit line, on the next footer line, or on the credited domain", () => {
    expect(
      emails(
        `<main><p>Pedidos: pedidos@ferreteriaalba.es</p><p>Consultas técnicas: soporte@nubeweb.es</p></main>
        <footer><p>Diseño y desarrollo: <a href="https://www.nubeweb.es/">Nube Web</a></p>
        <p>hola@nubeweb.es · 611 222 333</p>
        <p>Web por Lince Estudio — lince.estudio@gmail.com</p>
        <p>Fotografías: Marta Sanz · martasanzfoto@gmail.com</p></footer>`,
      ),
    ).toEqual(['pedidos@ferreteriaalba.es']);
    expect(
      emails(
        `<footer><p>contact@boulangerie-rivet.fr</p><p>Site réalisé par <a href="https://pixelor.fr">Pixelor</a> – bonjour@pixelor.fr</p>
        <p>Webdesign: Studio Nordlicht, hallo@studio-nordlicht.de</p><p>Website by Brightfork · team@brightfork.io</p></footer>`,
        'boulangerie-rivet.fr',
      ),
    ).toEqual(['contact@boulangerie-rivet.fr']);
  });

  it('the business’s own address on a credit line stays', () => {
    expect(
      emails('<footer><p>Web hecha por nosotros mismos · web@ferreteriaalba.es</p></footer>'),
    ).toEqual(['web@ferreteriaalba.es']);
  });

  it('platforms, trackers, builders and public bodies quoted by policies', () => {
    for (const address of [
      '9f2c1d7e5b3a4c6d8e0f1a2b3c4d5e6f@o450.ingest.sentry.io',
      'd5c2a1f0b9e84c7d@sentry-next.wixpress.com',
      'support@webflow.io',
      'help@jimdo.com',
      'privacy@google.com',
      'dpo@cnil.fr',
      'info@aepd.es',
      'noreply@ferreteriaalba.es',
      'do-not-reply@ferreteriaalba.es',
    ]) {
      const parsed = parseEmail(address);
      expect(parsed && junkReason(parsed), address).not.toBeNull();
    }
    expect(
      emails(
        `<h2>Política de privacidad</h2><p>Puede reclamar ante la AEPD (consultas@aepd.es) o escribir a Google (privacy@google.com).</p>
         <p>Responsable: Ferretería Alba S.L., privacidad@ferreteriaalba.es</p>`,
      ),
    ).toEqual(['privacidad@ferreteriaalba.es']);
  });
});

describe('assets and versions', () => {
  it('image names in alt texts and srcset, versioned script and style names', () => {
    expect(
      emails(
        `<img src="/img/logo.png" srcset="/img/logo@2x.png 2x, /img/logo@3x.png 3x" alt="logo@2x.png">
        <p>Icons: sprite@2x.webp · hero-banner@1.5x.jpg</p>
        <p>Built with jquery@3.7.1, bootstrap@5.3.2/dist/css/bootstrap.min.css and swiper@11.0.5.</p>
        <p>info@ferreteriaalba.es</p>`,
        'ferreteriaalba.es',
        '<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.3/dist/cdn.min.js"></script>',
      ),
    ).toEqual(['info@ferreteriaalba.es']);
  });
});

describe("other people's addresses", () => {
  it("a customer's address in a testimonial is not delivered, the business's is", () => {
    expect(
      emails(`<section class="testimonials"><blockquote><p>¡Me resolvieron la reforma en una semana!</p>
        <cite>Lourdes P. · lourdes.p@yahoo.es</cite></blockquote></section>
        <h2>Opiniones</h2><p>Gracias por todo — ramon.iglesias@hotmail.com</p>
        <h2>Contacto</h2><p>tienda@ferreteriaalba.es</p>`),
    ).toEqual(['tienda@ferreteriaalba.es']);
  });

  it("a directory page's many other businesses' addresses are not delivered", () => {
    const members = Array.from(
      { length: 12 },
      (_, k) =>
        `<li><h5>Comercio ${k}</h5><a href="mailto:comercio${k}@mailbox${k}.es">comercio${k}@mailbox${k}.es</a></li>`,
    ).join('');
    expect(
      emails(`<h1>Socios</h1><ul>${members}</ul><footer>asociacion@ferreteriaalba.es</footer>`),
    ).toEqual(['asociacion@ferreteriaalba.es']);
  });
});
