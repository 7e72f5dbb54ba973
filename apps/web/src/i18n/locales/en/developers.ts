/** /developers (issue 17): the public API's guide; the reference itself is in English. */
export default {
  title: 'LeadAtlas API',
  subtitle:
    'Start searches, follow them and download the leads from your own systems. Included in the Pro plan.',
  baseUrl: 'Base URL:',
  copy: 'Copy: {{what}}',
  copied: 'Copied to the clipboard',
  toc: {
    label: 'On this page',
    keys: 'Get a key',
    flow: 'The common flow',
    limits: 'Rate limits',
    errors: 'Errors',
    webhooks: 'Webhooks and signatures',
    reference: 'Reference',
  },
  keys: {
    title: 'Get a key',
    text: 'The owner or an admin of an organization on the Pro plan creates keys in <tab>Integrations → API & webhooks</tab>. A read key reads; a read & write key also starts searches and spends credits. The key is shown only once.',
    header:
      'Send it with every request in the <code>Authorization: Bearer la_live_…</code> header. Requests and answers are JSON.',
    setupLabel: 'The examples’ environment variables',
  },
  flow: {
    title: 'The common flow',
    text: 'The examples run curl against this very server. Replace $SEARCH_ID with the id step 2 answers.',
    estimate: {
      title: 'Estimate the cost',
      text: 'Answers the credits per lead, the total that would be held and your balance. Spends nothing; like starting and cancelling, it needs a read + write key.',
    },
    start: {
      title: 'Start the search',
      text: 'Answers 201 with the search <code>queued</code> and holds the credits. With a new <code>Idempotency-Key</code> per search, repeating the request after a network failure answers the same search (with <code>Idempotent-Replayed: true</code>) without starting or charging twice.',
    },
    poll: {
      title: 'Wait until it finishes',
      text: 'Best: receive the <code>search.completed</code> webhook. Otherwise read the search every few seconds until its <code>status</code> is <code>completed</code> (or <code>failed</code>).',
    },
    leads: {
      title: 'Fetch the leads',
      text: '1 to 500 per page. While <code>nextCursor</code> is not null, pass it as <code>cursor</code> for the next one. The results page’s filters work too: <code>q</code>, <code>sort</code> and <code>order</code>.',
    },
    export: {
      title: 'Or export them at once',
      text: 'JSON Lines (one lead per line) or <code>format=csv</code>, streamed.',
    },
  },
  limits: {
    title: 'Rate limits',
    text: 'Each key may make a number of requests per time window. Every answer tells it in <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>. Beyond it the answer is 429 with <code>Retry-After</code> (seconds to wait). Requests without a valid key count per IP address: past the same limit, that address gets 429 with any key until the window ends.',
  },
  errors: {
    title: 'Errors',
    text: 'Every error has the same shape: a stable code in <code>error</code>, an English sentence in <code>message</code> and, depending on the code, details.',
    status: {
      '401':
        '<code>401 api_key_invalid</code>: the key is missing, unknown or revoked, or its maker left the organization.',
      '403':
        '<code>403 plan_api_locked</code>: the organization’s plan no longer includes the API; <code>403 api_scope_forbidden</code>: the key is read-only.',
      '404':
        '<code>404 not_found</code>: the search does not exist or belongs to another organization.',
      '402':
        '<code>402 insufficient_credits</code>: not enough credits (<code>required</code>, <code>available</code>).',
      '422':
        '<code>422 idempotency_key_reused</code>: that Idempotency-Key was used with another body; <code>400 validation_failed</code> and <code>invalid_cursor</code>: check the request.',
      '429': '<code>429 rate_limited</code>: wait as long as <code>Retry-After</code> says.',
    },
  },
  webhooks: {
    title: 'Webhooks',
    text: 'Register your server’s URLs and the events you want in <tab>Integrations → API & webhooks</tab>. Each event is a JSON POST with <code>type</code>, <code>timestamp</code> and <code>data</code>:',
    bodyLabel: 'An example event',
    signature:
      'They are signed the Standard Webhooks way: headers <code>webhook-id</code> (the same on every retry: use it to drop duplicates), <code>webhook-timestamp</code> (seconds) and <code>webhook-signature</code> (<code>v1,</code> and the signature; two, separated by a space, for {{hours}} h after a secret rotation). The signature is the HMAC-SHA256 of <code>id.timestamp.body</code> under the secret base64-decoded after <code>whsec_</code>. Any Standard Webhooks library verifies it; without one, in Node:',
    verifyLabel: 'Signature check in Node',
    retries:
      'Answer 2xx within a few seconds and process afterwards (redirects are not followed). Otherwise the delivery is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then marked failed; a 410 disables the endpoint. The endpoint’s delivery log shows each delivery with its attempts and the last answer.',
  },
  reference: {
    title: 'Reference',
    text: 'Every /api/v1 route with its parameters and answers, generated from the OpenAPI document:',
    loadError: 'The API document could not be loaded.',
  },
};
