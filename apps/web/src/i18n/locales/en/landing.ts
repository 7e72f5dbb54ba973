export default {
  nav: {
    label: 'Main navigation',
    features: 'Features',
    pricing: 'Pricing',
    faq: 'FAQ',
    login: 'Log in',
    signup: 'Sign up',
  },
  hero: {
    badge: '{{credits}} free credits when you sign up',
    title: 'Find qualified B2B leads in 90 seconds',
    subtitle:
      'Search businesses by sector and city in maps data and get verified emails, phone numbers and social profiles, ready to export to your CRM.',
    primary: 'Start for free',
    secondary: 'See pricing',
    trustLabel: 'Trial terms',
    trial: 'Free trial of {{leads}} leads',
    noCard: 'No credit card required',
    cancel: 'Cancel anytime',
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From search to CRM in three steps',
    subtitle: 'No code and no bought lists: the data is looked up for you on every search.',
    step: 'Step {{n}}',
    steps: {
      find: {
        title: 'Find',
        text: 'Enter the sector or profession, the city and the company size. We find the businesses in maps data and apply your filters.',
      },
      enrich: {
        title: 'Enrich',
        text: "Pick the fields you need. We read each business's website for emails, phone numbers, social profiles and contact people, and verify every email.",
      },
      export: {
        title: 'Export',
        text: 'See leads as soon as they are ready, download them as CSV or send them to your CRM, automation tool or cold-email tool.',
      },
    },
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to prospect local businesses',
    subtitle: 'Public company data, enriched and verified, with a clear price per field.',
    items: {
      search: {
        title: 'Maps search by sector and city',
        text: 'Search by keyword or profession and location. Filter by visible phone, active website, minimum rating, owners only or industry.',
      },
      email: {
        title: 'Verified email',
        text: 'We check syntax, MX records and the mailbox over SMTP, and flag catch-all domains, disposable and role addresses.',
      },
      contact: {
        title: 'Contact person and title',
        text: "The name and title of the decision maker, taken from the contact, team and legal pages of the business's website.",
      },
      social: {
        title: 'Social profiles and LinkedIn',
        text: 'Instagram, Facebook, X, TikTok and YouTube profiles, plus the LinkedIn profile on the Pro plan.',
      },
      export: {
        title: 'CSV export and integrations',
        text: 'Download your leads as CSV on any plan. From Growth, send them to your CRM, automation tool or cold-email tool.',
      },
      credits: {
        title: 'Pay only for what is delivered',
        text: "Each field has a price in credits per lead. If we don't find a piece of data, you don't pay for it, and a lead you already have is not charged again.",
      },
    },
  },
  priceTable: {
    eyebrow: 'Credits',
    title: 'What each data point costs',
    subtitle: 'You choose the fields of each search and pay per lead only for the ones you get.',
    caption: 'Cost in credits per lead, by field delivered',
    columns: {
      field: 'Field',
      credits: 'Credits per lead',
      note: 'Note',
      plans: 'Available on',
    },
    allPlans: 'All plans',
    fields: {
      business_name: 'Business name',
      address: 'Address',
      industry_category: 'Category',
      rating: 'Rating',
      website: 'Website',
      phone: 'Phone',
      email_basic: 'Basic email',
      email_validated: 'Verified email',
      social: 'Social profiles',
      contact_person: 'Contact person',
      contact_title: 'Contact title',
      linkedin: 'LinkedIn profile',
      revenue: 'Estimated revenue',
      employees: 'Employee count',
    },
    notes: {
      business_name: 'always included',
      address: 'always included',
      industry_category: 'always included',
      rating: 'always included',
      website: 'always included',
      phone: 'recommended, always included',
      email_basic: 'public sources',
      email_validated: 'SMTP verified',
      social: 'Instagram, Facebook, X, TikTok, YouTube',
      contact_person: 'name of the decision maker',
      contact_title: "the contact person's job title",
      linkedin: 'link to the profile',
      revenue: 'estimate',
      employees: 'estimate',
    },
    example: {
      title: 'Example',
      intro: '{{leads}} leads with these fields:',
      formula: '{{leads}} leads × ({{parts}} = {{perLead}}) = {{total}} credits',
      website:
        'Not counting the website, which is always included and costs {{price}} credits per lead when we find it.',
    },
    deliveredOnly:
      'You only pay for the fields we actually deliver: when a search starts we hold the estimated maximum, and when it ends we charge each lead for the data found and release the rest.',
    complexFilters:
      'Advanced filters (owners only, minimum rating above 4 or a specific industry) add {{credits}} credits per lead.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple plans, no commitment',
    subtitle: 'Every plan includes credits each month. Change plans or cancel anytime.',
    perMonth: '/month',
    monthlyCredits: '{{credits}} credits per month',
    popular: 'Most popular',
    choose: 'Start with {{plan}}',
    includes: 'Includes',
    plans: {
      free: {
        name: 'Free',
        description: 'To try it out with your first searches.',
      },
      starter: {
        name: 'Starter',
        description: 'To start prospecting with phone numbers and websites.',
      },
      growth: {
        name: 'Growth',
        description: 'For sales teams that need verified emails and contact people.',
      },
      pro: {
        name: 'Pro',
        description: 'For teams that want every data point, the API and webhooks.',
      },
    },
    features: {
      phone_website: 'Phone and website',
      verified_email: 'Verified email (MX + SMTP)',
      social_enrichment: 'Social profiles',
      contact_person: 'Contact person and title',
      linkedin: 'LinkedIn profile',
      revenue_employees: 'Estimated revenue and employee count',
      csv_export: 'CSV export',
      integrations:
        'CRM, automation and cold-email integrations (HubSpot, Pipedrive, Instantly, lemlist, Zapier, Make, n8n)',
      team: 'Team members',
      advanced_filters: 'Advanced filters (owners, industry)',
      api_access: 'API access',
      custom_webhooks: 'Custom webhooks',
      priority_support: 'Priority support',
    },
    free: 'Free plan: {{credits}} gift credits when you sign up, up to {{maxLeads}} leads per search and verified email included. No credit card required.',
    freeCta: 'Create a free account',
    packs: 'Need more? Credit packs from ${{price}}; pack credits never expire.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    privacyLink: 'Read our privacy policy',
    items: {
      credits: {
        q: 'What is a credit?',
        a: 'It is the unit you pay for data with. Each field has a price in credits per lead (see the credits table): for example, a phone number costs {{phone}} and a verified email {{email}}. You get {{gift}} credits when you sign up, and then more with a monthly plan, with packs or by inviting other people.',
      },
      charges: {
        q: 'What exactly am I charged for?',
        a: 'Only the fields we deliver. When a search starts we hold its estimated maximum cost (maximum leads × price per lead). When it ends, each lead is charged only for the data we actually found and the rest is released. A lead already delivered to your organization in another search is not charged again. If your balance does not cover the hold, the search does not start.',
      },
      sources: {
        q: 'Where does the data come from?',
        a: "Businesses come from maps data: OpenStreetMap and Google Places. Emails, phone numbers, social profiles and contact people come from the businesses' own public websites (home, contact, about and legal pages).",
      },
      verification: {
        q: 'How do you verify emails?',
        a: 'We check the syntax, that the domain has MX records and, with an SMTP check, that the server accepts the mailbox, without sending any email. We detect catch-all domains (which accept any address) and flag disposable and role addresses (info@, sales@…). No verification is foolproof, but it avoids most bounces.',
      },
      cancel: {
        q: 'Can I cancel anytime?',
        a: 'Yes. There is no commitment and no card is needed to start. You can cancel your plan at any time and it stops renewing. Pack, gift and referral credits remain yours.',
      },
      expiry: {
        q: 'Do credits expire?',
        a: "Monthly plan credits don't roll over: when the plan renews, the unused part of the previous period expires. Pack credits, the welcome gift and referral credits never expire. Plan credits are always spent first.",
      },
      privacy: {
        q: 'What about GDPR and privacy?',
        a: 'We work with data that companies publish on maps and on their own websites. You decide how you use it and are responsible for doing so in line with the GDPR and the rules on commercial communications: have a legal basis, identify yourself in the first contact and honour opt-outs. Your account data and searches are handled under our privacy policy.',
      },
    },
  },
  cta: {
    title: 'Get your first leads today',
    text: 'Create your account in a minute and get {{credits}} free credits. No credit card, no commitment.',
    button: 'Start for free',
  },
  footer: {
    tagline: 'Verified B2B leads from maps data. You only pay for the data you get.',
  },
};
