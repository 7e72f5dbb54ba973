-- The FAQ (issue 16, spec 001 §2.10, §3): questions and answers per language, in the order staff
-- give them, shown to customers on /support once published. Answers are HTML, sanitised by the
-- server on save and on read (domain/support/faq-html.ts) and by the browser before rendering.
create table faqs (
  id uuid primary key default gen_random_uuid(),
  lang text not null check (lang in ('es', 'en')),
  orden integer not null check (orden >= 0),
  pregunta text not null check (length(btrim(pregunta)) between 1 and 300),
  -- Up to 10,000 characters as typed; sanitising escapes text (& becomes &amp;) and gives links
  -- their target and rel, so the stored HTML may be longer, never five times as long.
  respuesta text not null check (length(respuesta) between 1 and 50000),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Customers' read: one language's published entries in order.
create index faqs_public_idx on faqs (lang, orden, id) where published;
-- The editor's list and the next place in a language.
create index faqs_lang_idx on faqs (lang, orden, id);

-- A first set of answers, true of the product as built (README, PRODUCT.md §2–§3, decision 0021):
-- staff edit, reorder or unpublish them in the console.
insert into faqs (lang, orden, pregunta, respuesta, published) values
('es', 1, '¿Cómo se cobran los créditos de una búsqueda?',
 $$<p>Cada lead se cobra por los datos que pediste y que de verdad se encontraron: el nombre, la dirección, la categoría y la valoración no cuestan nada; la web cuesta 0,2 créditos, el teléfono 0,5 y un email verificado 2.</p><p>Al empezar la búsqueda se reserva su estimación; al terminar solo se cobra lo entregado y el resto vuelve a tu saldo. Un lead que tu organización ya recibió en una búsqueda anterior no se cobra otra vez.</p>$$,
 true),
('es', 2, '¿Qué planes y packs de créditos hay?',
 $$<p>Al registrarte recibes <strong>50 créditos</strong> de regalo en el plan Free (hasta 10 leads por búsqueda). Planes mensuales: <strong>Starter</strong> 49 USD con 500 créditos, <strong>Growth</strong> 99 USD con 2.000 y <strong>Pro</strong> 199 USD con 5.000.</p><p>Packs de pago único: 100 créditos por 29 USD, 500 por 99 USD, 1.000 por 149 USD y 5.000 por 599 USD.</p>$$,
 true),
('es', 3, '¿Caducan mis créditos?',
 $$<p>Los créditos mensuales del plan no se acumulan: la parte que no uses caduca en la renovación, y se gastan antes que los demás. Los créditos de packs, el regalo de bienvenida y los de referidos <strong>no caducan</strong>.</p>$$,
 true),
('es', 4, '¿Qué datos obtengo de cada lead?',
 $$<p>Negocios del sector y la zona que elijas, con nombre, dirección, categoría y valoración. Según tu plan puedes añadir:</p><ul><li>web y teléfono (todos los planes);</li><li>email verificado por MX y SMTP (Growth, Pro y el plan Free);</li><li>redes sociales y persona de contacto con su cargo (Growth y Pro);</li><li>LinkedIn, facturación estimada y número de empleados (Pro).</li></ul><p>Los resultados se descargan en CSV.</p>$$,
 true),
('es', 5, '¿Cómo funcionan los referidos?',
 $$<p>Crea un código en <strong>Referidos</strong> y comparte su enlace. Tu amigo recibe 100 créditos al registrarse, además de los 50 de bienvenida; tú recibes <strong>100 créditos</strong> cuando confirma su email. No hay límite de invitaciones y estos créditos no caducan.</p>$$,
 true),
('es', 6, '¿Puedo descargar mis datos?',
 $$<p>Sí. En <strong>Mi cuenta</strong>, «Descargar mis datos» te da un archivo JSON con tu perfil, tus organizaciones, tus búsquedas con sus leads, los movimientos de créditos, tus consentimientos y tus sesiones. Los leads de cada búsqueda también se descargan en CSV desde sus resultados.</p>$$,
 true),
('en', 1, 'How are a search''s credits charged?',
 $$<p>Each lead is charged for the data you asked for and that was actually found: name, address, category and rating cost nothing; a website costs 0.2 credits, a phone 0.5 and a verified email 2.</p><p>When a search starts, its estimate is held; when it ends, only what was delivered is charged and the rest goes back to your balance. A lead your organization already received in an earlier search is not charged again.</p>$$,
 true),
('en', 2, 'Which plans and credit packs are there?',
 $$<p>You get <strong>50 free credits</strong> at sign-up on the Free plan (up to 10 leads per search). Monthly plans: <strong>Starter</strong> USD 49 with 500 credits, <strong>Growth</strong> USD 99 with 2,000 and <strong>Pro</strong> USD 199 with 5,000.</p><p>One-time packs: 100 credits for USD 29, 500 for USD 99, 1,000 for USD 149 and 5,000 for USD 599.</p>$$,
 true),
('en', 3, 'Do my credits expire?',
 $$<p>Monthly plan credits do not roll over: the part you do not use expires at renewal, and they are spent before any others. Pack credits, the sign-up gift and referral credits <strong>never expire</strong>.</p>$$,
 true),
('en', 4, 'What data do I get for each lead?',
 $$<p>Businesses of the sector and area you choose, with name, address, category and rating. Depending on your plan you can add:</p><ul><li>website and phone (every plan);</li><li>email verified by MX and SMTP (Growth, Pro and the Free plan);</li><li>social profiles and a contact person with their title (Growth and Pro);</li><li>LinkedIn, estimated revenue and employee count (Pro).</li></ul><p>Results download as CSV.</p>$$,
 true),
('en', 5, 'How do referrals work?',
 $$<p>Create a code under <strong>Referrals</strong> and share its link. Your friend gets 100 credits at sign-up on top of the 50 welcome credits; you get <strong>100 credits</strong> when they confirm their email. There is no cap on invitations and these credits never expire.</p>$$,
 true),
('en', 6, 'Can I download my data?',
 $$<p>Yes. Under <strong>My account</strong>, “Download my data” gives you a JSON file with your profile, your organizations, your searches with their leads, your credit movements, your consent records and your sessions. Each search's leads also download as CSV from its results.</p>$$,
 true);
