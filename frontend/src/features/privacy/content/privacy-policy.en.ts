import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  { type: 'heading', level: 2, text: 'Who we are', id: 'who' },
  {
    type: 'paragraph',
    text: 'TickRelay (“we”) operates this website and the service that relays TradingView alerts to futures brokers. We are the controller of the personal data described in this policy. For any question about your data or to exercise your rights, write to us through the [contact page](/contact) and choose a subject starting with “Privacy”.',
  },
  { type: 'heading', level: 2, text: 'What we collect', id: 'collect' },
  {
    type: 'table',
    head: ['Data', 'Details', 'Source'],
    rows: [
      [
        'Account',
        'Email address, display name, preferred language, password (stored only as a salted hash), sign-in sessions and the devices they come from.',
        'You',
      ],
      [
        'Membership',
        'Plan, status, renewal and payment confirmations. Card details are handled by our payment provider and never reach our servers.',
        'You, payment provider',
      ],
      [
        'Webhook and alerts',
        'Your webhook token (stored hashed), the alerts received with their message, time and sending address, and the answers of your broker.',
        'TradingView, your broker',
      ],
      [
        'Broker connection',
        'The access granted by your broker and your account identifiers, stored encrypted.',
        'Your broker',
      ],
      [
        'Contact messages',
        'Name, email address, subject, message, language, and the address and request identifier of the submission.',
        'You',
      ],
      [
        'Technical logs',
        'IP address, browser user agent, requested page, time and request identifier, kept to run and secure the service.',
        'Your browser',
      ],
      ['Usage telemetry', 'When enabled: the events listed below.', 'Your browser'],
    ],
  },
  { type: 'heading', level: 3, text: 'Usage telemetry', id: 'telemetry' },
  {
    type: 'paragraph',
    text: 'When telemetry is enabled on this site, your browser sends us small events in batches. Each event contains a random event identifier, a random session identifier, the page address and path, the referring page, the name and version of your browser and operating system, the device type (desktop, mobile or tablet), the screen size, the event type and name, and, depending on the event, extra details, a duration, an error message and stack trace, and your user identifier once you are signed in.',
  },
  {
    type: 'list',
    items: [
      'Event types: `page_view`, `subscribe_click`, `link_click`, `login`, `signup`, `error` and `trace` (performance measurements).',
      'We use these events to understand which pages are useful, to detect errors and to measure performance. We do not sell them and do not use them for advertising profiles.',
      'The contents of form fields, passwords and webhook URLs are never part of telemetry.',
    ],
  },
  { type: 'heading', level: 2, text: 'Cookies and local storage', id: 'cookies' },
  {
    type: 'paragraph',
    text: 'We use a small number of cookies and browser storage entries. Those marked necessary are required for the site to work and do not need your consent.',
  },
  {
    type: 'table',
    head: ['Name', 'Type', 'Purpose', 'Duration'],
    rows: [
      [
        '`lang`',
        'Cookie, necessary',
        'Remembers the language you chose (English or French).',
        '365 days',
      ],
      [
        'Session cookies',
        'Cookies, necessary',
        'Keep you signed in securely (HttpOnly, SameSite=Lax). Long values are split into several cookies.',
        'Up to 400 days, or until you sign out',
      ],
      [
        '`nuxt-color-mode`',
        'Local storage, necessary',
        'Remembers your theme: System, Light or Dark.',
        'Until you clear it',
      ],
      [
        '`telemetry_session_id`',
        'Local storage',
        'A random identifier that groups the telemetry events of one browser. Only when telemetry is enabled.',
        'Until you clear it',
      ],
      [
        'reCAPTCHA',
        'Third-party cookies',
        'Set by Google reCAPTCHA on the pages that verify you are human, such as subscription renewal.',
        'Set by Google',
      ],
      [
        'Analytics',
        'Third-party cookies',
        'Only when analytics are enabled on this site, and with your consent where the law requires it.',
        'Set by the provider',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Why we use your data', id: 'purposes' },
  {
    type: 'list',
    items: [
      '**To provide the service** you subscribed to: your account, your webhook, the relay of your alerts to your broker and your membership (performance of a contract).',
      '**To keep the service secure**: preventing abuse, rate limiting, detecting fraud and investigating incidents (legitimate interest).',
      '**To improve the product** through aggregated telemetry and error reports (legitimate interest, or consent where the law requires it).',
      '**To answer you** when you contact us (legitimate interest, or steps prior to a contract).',
      '**To meet legal obligations**, such as keeping accounting records of payments (legal obligation).',
    ],
  },
  { type: 'heading', level: 2, text: 'Who receives your data', id: 'recipients' },
  {
    type: 'list',
    items: [
      '**Our hosting and infrastructure providers**, which store and process data on our behalf.',
      '**Our email provider**, to send account, security and support emails.',
      '**Our payment provider**, to process membership payments.',
      '**Google reCAPTCHA**, which receives information about your browser and interaction on pages that verify you are human, under the Google Privacy Policy and Terms of Service.',
      '**Analytics and tag-management providers**, only when enabled on this site.',
      '**Your broker**, which receives the orders your alerts describe. TradingView sends us your alerts under its own privacy policy.',
    ],
  },
  {
    type: 'paragraph',
    text: 'We never sell personal data. When data is transferred outside the European Economic Area, we rely on adequacy decisions or the European Commission’s standard contractual clauses.',
  },
  { type: 'heading', level: 2, text: 'How long we keep it', id: 'retention' },
  {
    type: 'list',
    items: [
      'Account and broker connection data: as long as your account exists. After you delete your account, it is erased within 30 days, except what we must keep by law.',
      'Alert logs: for a limited period so you can review your recent alerts, then deleted automatically.',
      'Telemetry events and technical logs: deleted automatically after a fixed retention period.',
      'Contact messages: as long as needed to answer and follow up, and at most two years.',
      'Payment records: for the period required by accounting law.',
    ],
  },
  { type: 'heading', level: 2, text: 'Your rights', id: 'rights' },
  {
    type: 'paragraph',
    text: 'Under the General Data Protection Regulation (GDPR) and similar laws, you have the right to:',
  },
  {
    type: 'list',
    items: [
      'access your data and receive a copy of it;',
      'have inaccurate data corrected;',
      'have your data erased;',
      'restrict or object to certain processing, including processing based on our legitimate interest;',
      'receive the data you provided in a portable format;',
      'withdraw your consent at any time, where processing is based on consent;',
      'lodge a complaint with a supervisory authority, such as the CNIL in France or the authority of your country.',
    ],
  },
  {
    type: 'paragraph',
    text: 'You can change your name, language and password and delete your account from your [profile](/membership/profile). For any other request, [contact us](/contact). We answer within one month and may ask you to confirm your identity.',
  },
  { type: 'heading', level: 2, text: 'Security', id: 'security' },
  {
    type: 'paragraph',
    text: 'All traffic is encrypted with HTTPS. Passwords and webhook tokens are stored hashed, broker access is encrypted, and access to production data is restricted to the people who need it to run the service.',
  },
  { type: 'heading', level: 2, text: 'Children', id: 'children' },
  {
    type: 'paragraph',
    text: 'TickRelay is intended for adults who can legally trade futures. We do not knowingly collect data from anyone under 18.',
  },
  { type: 'heading', level: 2, text: 'Changes to this policy', id: 'changes' },
  {
    type: 'paragraph',
    text: 'We may update this policy as the service evolves. The date at the top of this page shows the latest version. We will inform members by email before any material change takes effect.',
  },
];

export default body;
