/** The alternate landing (/alt): its own copy, in leads. Loaded with its page, not with `/`. */
export default {
  nav: {
    label: 'Sections',
    features: 'What you get',
    pricing: 'Leads per plan',
  },
  hero: {
    badge: '{{credits}} free credits at sign-up',
    title: 'Stop hunting for customers by hand: get the list ready-made',
    subtitle:
      'Pick a sector and a city. LeadAtlas finds the businesses, visits their websites and delivers every lead with phone and website and, if you ask, a verified email and a contact person.',
    highlight:
      'On the {{plan}} plan: {{basic}} leads a month with phone and website, or {{email}} with a verified email.',
    primary: 'Create a free account',
    secondary: 'See how many leads each plan includes',
    gift: {
      title: 'What your {{credits}} gift credits buy',
      basic: 'leads with phone and website',
      verified_email: 'leads with a verified email',
      perSearch: 'Up to {{leads}} leads per search on the free plan',
    },
  },
  features: {
    eyebrow: 'What you get',
    title: 'Leads ready to call, email or load into your CRM',
    subtitle:
      "Every lead comes from public maps and the business's own website, and arrives with what you paid for.",
    items: {
      places: {
        title: 'Any sector, any city',
        text: 'We search public maps for businesses and cover the whole area, not just the first results, without repeating any.',
      },
      verified: {
        title: 'Checked emails',
        text: "We ask each address's mail server whether it accepts it, without sending any message; only what the server confirms is charged as verified.",
      },
      contact: {
        title: 'Who to ask for',
        text: "We read each website's team, about-us and legal notice pages to give you a contact person's name and job title (Growth and Pro).",
      },
      live: {
        title: 'Watch them arrive',
        text: 'The search runs on our servers: you see every stage and the first leads as soon as they exist, even if you close the tab and come back.',
      },
      export: {
        title: 'Straight into your tools',
        text: 'Download a CSV or send the leads to HubSpot, Pipedrive, Instantly, lemlist or a webhook (integrations from Growth).',
      },
      fair: {
        title: 'You pay per lead delivered',
        text: 'Each lead is charged only for the fields we find, and a lead your organization already received is never charged again.',
      },
    },
  },
  pricing: {
    eyebrow: 'Pricing in leads',
    title: 'How many leads each plan includes',
    subtitle: "LeadAtlas's same plans and prices, counted in leads a month.",
    leadsUnit: 'leads a month',
    basic: 'with phone and website',
    verifiedEmail: 'or {{leads}} with a verified email',
    noEmail: 'no emails (from Growth)',
    free: 'Start free: the {{credits}} credits you get at sign-up are {{basic}} leads with phone and website or {{email}} with a verified email (up to {{maxLeads}} leads per search on the free plan).',
    freeCta: 'Create a free account',
    method:
      'How we count: each lead at the full price of its fields, {{basic}} credits with phone and website and {{email}} with a verified email. You only pay for the fields we find and a repeated lead is not charged again, so your credits usually go further. Advanced filters add {{surcharge}} credits per lead.',
  },
  cta: {
    title: 'Your first list, free',
    text: 'Create your account and get {{credits}} credits: {{basic}} leads with phone and website to try on your own market. No credit card.',
    button: 'Create a free account',
  },
};
