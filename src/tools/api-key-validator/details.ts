import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Which provider a key belongs to, whether its form and checksum are right, and a scanner for keys in a file. Nothing is sent anywhere.',
  keywords: [
    'api key',
    'token',
    'secret',
    'secret scanner',
    'github token',
    'ghp',
    'aws access key',
    'akia',
    'stripe key',
    'slack token',
    'openai key',
    'anthropic key',
    'gitlab token',
    'npm token',
    'pypi token',
    'jwt',
    'uuid',
    'checksum',
    'entropy',
    'leak',
  ],
  features: {
    title: 'What This Tool Checks',
    items: [
      {
        title: 'Provider and Kind',
        text: 'AWS, GitHub, GitLab, Slack, Stripe, Google, OpenAI, Anthropic, Twilio, SendGrid, npm and PyPI keys, JWTs and UUIDs: the provider, whether the key is a secret, publishable or only an identifier, and live or test.',
      },
      {
        title: 'Form and Checksum',
        text: 'The characters and length each provider gives, with the first wrong character pointed out; GitHub and npm tokens have their CRC-32 checksum recomputed, so a typo shows.',
      },
      {
        title: 'Secret Scanner',
        text: 'Paste or open a config file, a .env or a diff: every key in it is listed with its line and column, masked, with the live secrets counted, before the file is committed.',
      },
      {
        title: 'Nothing Leaves the Page',
        text: 'No key is ever sent to its provider to test it. Keys are never stored, not even for a reload, and never put in a share link.',
      },
    ],
  },
};

export default details;
