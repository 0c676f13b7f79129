import { stringifyLosslessJson } from '../../lib/lossless-json';
import { parseLosslessYaml } from '../../lib/lossless-yaml';
import { ToolError } from '../../lib/tool-error';

export const BLANK_INPUT_MESSAGE = 'Please enter YAML data';
/** The spec's message for a failure that brings no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Invalid YAML';
export const NO_DOCUMENT_MESSAGE = 'The YAML holds no document, only comments or directives';

/**
 * Converts YAML to pretty JSON (2-space indentation). Numbers keep every digit (`12345678901234567890`
 * stays as it is; `0x1F` becomes `31`). A stream of several documents becomes a JSON array with one item
 * per document. Errors name the line and column.
 */
export function convertYamlToJson(input: string): string {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const documents = parseLosslessYaml(input);
  if (documents.length === 0) throw new ToolError(NO_DOCUMENT_MESSAGE);
  const value = documents.length === 1 ? documents[0]! : documents;
  // The lossless writer keeps numbers and key order, and lays the text out exactly as JSON.stringify would.
  return stringifyLosslessJson(value, { indent: '  ' });
}

/** A realistic docker-compose file: anchors and merge keys, comments, a block string, numbers, booleans, null. */
export const SAMPLE_YAML = `# docker-compose.yml for a small web service
version: "3.9"

x-logging: &default-logging
  driver: json-file
  options:
    max-size: 10m
    max-file: "3"

services:
  web:
    image: ghcr.io/example/web:2.4.1
    ports:
      - "8080:80"
      - "8443:443"
    environment:
      NODE_ENV: production
      API_URL: https://api.example.com/v2
      ACCOUNT_ID: 12345678901234567890
      FEATURE_FLAGS: "dark-mode,beta-search"
    depends_on: [api, cache]
    logging: *default-logging
    restart: unless-stopped

  api:
    image: ghcr.io/example/api:1.9.0
    command: >
      node server.js
      --workers 4
    environment:
      DATABASE_URL: postgres://app@db:5432/app
      POOL_SIZE: 20
      TIMEOUT_SECONDS: 2.5
      DEBUG: false
    healthcheck:
      test: ["CMD", "curl", "-f", "http://localhost:3000/health"]
      interval: 30s
      retries: 3
    logging:
      <<: *default-logging
      options:
        max-size: 50m

  cache:
    image: redis:7-alpine
    command: redis-server --maxmemory 256mb
    volumes:
      - cache-data:/data
    logging: ~

volumes:
  cache-data: {}
`;
