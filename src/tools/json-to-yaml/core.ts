import { parseLosslessJson } from '../../lib/lossless-json';
import { stringifyLosslessYaml } from '../../lib/lossless-yaml';
import { ToolError } from '../../lib/tool-error';

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data';

/**
 * Converts JSON to YAML: 2-space indentation, no line wrapping, no anchors. Numbers are written exactly as
 * in the JSON (`12345678901234567890`, `1.50`), strings YAML would read as something else are quoted, and
 * keys keep their order. Errors name the line and column.
 */
export function convertJsonToYaml(input: string): string {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  return stringifyLosslessYaml(parseLosslessJson(input));
}

/** A realistic API client configuration: nested objects, arrays, a multi-line string, exact numbers. */
export const SAMPLE_JSON = `{
  "service": "payments-api",
  "version": "2.3.1",
  "baseUrl": "https://api.example.com/v2",
  "accountId": 12345678901234567890,
  "timeouts": { "connectMs": 2000, "readMs": 15000, "retryBackoff": 1.5 },
  "retry": { "enabled": true, "maxAttempts": 3, "onStatus": [429, 502, 503, 504] },
  "auth": {
    "type": "oauth2",
    "tokenUrl": "https://auth.example.com/oauth/token",
    "scopes": ["payments:read", "payments:write"],
    "clientSecret": null
  },
  "features": { "webhooks": true, "sandbox": false, "region": "eu-west-1" },
  "headers": { "Accept": "application/json", "X-Api-Version": "2024-06-01" },
  "notes": "Rotate credentials every 90 days.\\nContact: platform-team@example.com",
  "endpoints": [
    { "name": "createPayment", "method": "POST", "path": "/payments", "rateLimit": 100 },
    { "name": "getPayment", "method": "GET", "path": "/payments/{id}", "rateLimit": 1000 }
  ]
}`;
