/** What the screen needs without graphql-js: the panes, the limits and the samples. */
/** The panes, by paneId, and their names in the problem list. */
export const DOCUMENT_PANE = 'input';
export const SCHEMA_PANE = 'schema';
export const VARIABLES_PANE = 'variables';
export const PANE_NAMES: Readonly<Record<string, string>> = {
  [DOCUMENT_PANE]: 'Document',
  [SCHEMA_PANE]: 'Schema',
  [VARIABLES_PANE]: 'Variables',
};

/** Validation stops after this many errors (graphql-js's own limit is 100). */
export const MAX_ERRORS = 1_000;

export const SAMPLE_SCHEMA = `"""A character in the Star Wars trilogy."""
interface Character {
  id: ID!
  name: String!
  friends: [Character]
  appearsIn: [Episode]!
}

enum Episode {
  NEWHOPE
  EMPIRE
  JEDI
}

type Human implements Character {
  id: ID!
  name: String!
  friends: [Character]
  appearsIn: [Episode]!
  height(unit: LengthUnit = METER): Float
}

type Droid implements Character {
  id: ID!
  name: String!
  friends: [Character]
  appearsIn: [Episode]!
  primaryFunction: String
}

enum LengthUnit {
  METER
  FOOT
}

input ReviewInput {
  stars: Int!
  commentary: String
}

type Review {
  stars: Int!
  commentary: String
}

type Query {
  hero(episode: Episode): Character
  human(id: ID!): Human
}

type Mutation {
  createReview(episode: Episode, review: ReviewInput!): Review
}
`;

export const SAMPLE_INPUT = `query HeroAndFriends($episode: Episode = JEDI, $withHeight: Boolean!) {
  hero(episode: $episode) {
    name
    ...CharacterDetails
    ... on Human {
      height(unit: FOOT) @include(if: $withHeight)
    }
  }
}

fragment CharacterDetails on Character {
  id
  friends {
    name
    appearsIn
  }
}
`;

export const SAMPLE_VARIABLES = `{
  "episode": "EMPIRE",
  "withHeight": true
}
`;

/** A document with the commonest mistakes, for the Invalid Example button. */
export const INVALID_EXAMPLE = `query HeroName($episode: Episode) {
  hero(episode: $episod) {
    name
    age
    friends
  }
}
`;

export const INVALID_VARIABLES = `{
  "episode": "PHANTOM"
}
`;
