import { defineOptions } from '../../lib/options-schema';

/** How an address is read: the rules it is held to, and whether it comes with display names. */
export const OPTIONS = defineOptions({
  reading: {
    kind: 'choice',
    label: 'Rules',
    control: 'radio',
    default: 'strict',
    choices: [
      {
        value: 'strict',
        label: 'RFC 5321 (SMTP)',
        hint: 'What mail can be sent to: no comments, no folding white space, no obsolete forms, and the length limits. For sign-up forms.',
      },
      {
        value: 'lenient',
        label: 'RFC 5322 full',
        hint: 'Everything a message header may hold, comments and obsolete forms included; what SMTP would refuse is a warning.',
      },
    ],
  },
  form: {
    kind: 'choice',
    label: 'Input',
    control: 'radio',
    default: 'address',
    choices: [
      { value: 'address', label: 'Bare address', hint: 'One address: ada@example.com.' },
      {
        value: 'mailbox',
        label: 'With display names',
        hint: 'As a To: header holds them: Ada Lovelace <ada@example.com>, "Babbage, Charles" <cb@example.com>, and groups (Team: a@example.com, b@example.com;).',
      },
    ],
  },
});
