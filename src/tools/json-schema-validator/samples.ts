/** The examples behind the Valid Example and Invalid Example buttons. */

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The spec's sample schema: a user account, with each of the constraints the spec lists. */
export const SAMPLE_SCHEMA = pretty({
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'User',
  description: 'A user account',
  type: 'object',
  required: ['id', 'name', 'email', 'age', 'isActive', 'roles', 'createdAt'],
  properties: {
    id: { type: 'integer', minimum: 1, description: 'Unique user id' },
    name: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 13, maximum: 120 },
    isActive: { type: 'boolean' },
    profile: {
      type: 'object',
      properties: {
        bio: { type: 'string', maxLength: 500 },
        website: { type: 'string', format: 'uri' },
      },
    },
    preferences: {
      type: 'object',
      properties: {
        theme: { type: 'string', enum: ['light', 'dark', 'auto'] },
        notifications: { type: 'boolean' },
        language: { type: 'string', pattern: '^[a-z]{2}$', description: 'ISO 639-1 language code' },
      },
    },
    roles: {
      type: 'array',
      items: { type: 'string', enum: ['user', 'admin', 'developer', 'moderator'] },
      minItems: 1,
      uniqueItems: true,
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
});

export const VALID_EXAMPLE_DATA = pretty({
  id: 1,
  name: 'John Doe',
  email: 'john.doe@example.com',
  age: 30,
  isActive: true,
  profile: {
    bio: 'Full-stack developer who enjoys clean APIs and well-documented schemas.',
    website: 'https://johndoe.dev',
  },
  preferences: {
    theme: 'dark',
    notifications: true,
    language: 'en',
  },
  roles: ['user', 'developer'],
  createdAt: '2024-01-15T10:30:00Z',
});

/** Breaks ten of the schema's rules, one per kind of constraint. */
export const INVALID_EXAMPLE_DATA = pretty({
  id: 0,
  name: 'J',
  email: 'not-an-email',
  age: 10,
  isActive: true,
  profile: {
    bio: 'Full-stack developer who enjoys clean APIs and well-documented schemas.',
    website: 'not a valid url',
  },
  preferences: {
    theme: 'blue',
    notifications: true,
    language: 'english',
  },
  roles: ['superuser', 'admin', 'admin'],
  createdAt: 'yesterday',
});
