/** The Load Sample documents: kept apart from the checks, so the screen can import them without the schemas. */

/** A small OpenAPI 3.1 API in YAML: valid, with one component nothing uses, so the list shows a warning. */
export const SAMPLE_INPUT = `openapi: 3.1.0
info:
  title: Pet Store
  version: 1.2.0
  description: A sample API that uses a pet store to show the features of OpenAPI 3.1.
servers:
  - url: https://{region}.petstore.example/v1
    description: Production
    variables:
      region:
        default: eu
        enum: [eu, us]
tags:
  - name: pets
    description: Everything about your pets
  - name: store
    description: Orders
paths:
  /pets:
    get:
      tags: [pets]
      summary: List all pets
      operationId: listPets
      parameters:
        - name: limit
          in: query
          description: How many items to return at one time (max 100)
          schema:
            type: integer
            maximum: 100
      responses:
        '200':
          description: A page of pets
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Pet'
        default:
          $ref: '#/components/responses/Error'
    post:
      tags: [pets]
      summary: Create a pet
      operationId: createPet
      security:
        - apiKey: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Pet'
      responses:
        '201':
          description: The pet was created
        default:
          $ref: '#/components/responses/Error'
  /pets/{petId}:
    parameters:
      - name: petId
        in: path
        required: true
        description: The id of the pet to retrieve
        schema:
          type: string
    get:
      tags: [pets]
      summary: Info for a specific pet
      operationId: showPetById
      responses:
        '200':
          description: The pet
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
        default:
          $ref: '#/components/responses/Error'
  /store/orders:
    post:
      tags: [store]
      summary: Place an order
      operationId: placeOrder
      responses:
        '200':
          description: The order was placed
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id:
          type: integer
          format: int64
        name:
          type: string
        tag:
          type: string
    LegacyPet:
      type: object
      properties:
        name:
          type: string
  responses:
    Error:
      description: Something went wrong
      content:
        application/json:
          schema:
            type: object
            required: [code, message]
            properties:
              code:
                type: integer
              message:
                type: string
  securitySchemes:
    apiKey:
      type: apiKey
      name: X-API-Key
      in: header
`;

/** A broken OpenAPI 3.0 document in JSON: one of each mistake the validator finds. */
export const INVALID_SAMPLE = `{
  "openapi": "3.0.3",
  "info": { "title": "Broken Pet Store", "version": "1.0.0" },
  "servers": [{ "url": "https://{env}.petstore.example/v1" }],
  "paths": {
    "/pets/{petId}": {
      "get": {
        "operationId": "getPet",
        "security": [{ "oauth": [] }],
        "responses": {
          "200": {
            "description": "The pet",
            "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } }
          }
        }
      }
    },
    "/pets/{id}": {
      "delete": {
        "operationId": "getPet",
        "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
        "responses": {}
      }
    }
  },
  "components": {
    "schemas": {
      "Animal": { "type": "object", "propertys": { "name": { "type": "string" } } }
    }
  }
}
`;
