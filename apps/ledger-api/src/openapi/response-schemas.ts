import type { SchemaObject } from '@nestjs/swagger';
import { SOLVER_VERSION } from '@ledger/claim-solver';

/** A `$ref` to one of RESPONSE_SCHEMAS (for `@ApiOkResponse({ schema: ref('DealView') })`). */
export function ref(name: keyof typeof RESPONSE_SCHEMAS): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

const int = (description?: string): SchemaObject => ({ type: 'integer', ...(description ? { description } : {}) });
const str = (description?: string): SchemaObject => ({ type: 'string', ...(description ? { description } : {}) });
const uuid: SchemaObject = { type: 'string', format: 'uuid' };
const arrayOf = (items: SchemaObject | { $ref: string }): SchemaObject => ({ type: 'array', items });
const object = (
  properties: Record<string, SchemaObject | { $ref: string }>,
  required: string[] = Object.keys(properties),
): SchemaObject => ({ type: 'object', properties, required });
const perSide: SchemaObject = object({ NS: int(), EW: int() });
const perSeat = (description: string): SchemaObject => ({
  type: 'object',
  description,
  additionalProperties: { type: 'integer' },
});
const cardsBySeat: SchemaObject = {
  type: 'object',
  description: 'seat → cards ("QH", "TS")',
  additionalProperties: arrayOf(str()),
};
/** A deal's running totals: rubber points and the game's score (partnership games), or balances per seat. */
const partnershipRunning: SchemaObject = object({
  score: { ...perSide, description: 'the score below in the game being played (scoreBefore / scoreReached)' },
  points: { ...perSide, description: 'rubber points so far, rulings on this and earlier deals included' },
});
const balancesRunning: SchemaObject = object(
  { balances: perSeat('seat → balance so far, rulings on this and earlier deals included') },
  ['balances'],
);
const sheetDeal = (description: string, running: SchemaObject): SchemaObject => ({
  ...object({
    deal: int('the deal number'),
    rulings: arrayOf({ type: 'object' }),
    before: { ...running, description: 'the running totals when the deal began' },
    after: { ...running, description: 'the running totals once the deal and its rulings were scored' },
  }),
  description: `${description}; the settlement's fields as the laws give them`,
});
const version = int('the stream version this answer stands at');
/** The club log's signed checkpoint covering a score-sheet (issue 17: the paper as witness); null until one does. */
const checkpoint: SchemaObject = {
  type: 'object',
  nullable: true,
  description: "the club log's signed checkpoint covering the session: tree size and the root's first 16 hex digits",
  properties: { size: int('the tree size'), root16: str('the first 16 hex digits of the root hash') },
  required: ['size', 'root16'],
};
/** The seated players by seat (an empty seat, the Dummy of dummy whist, is absent). */
const players: SchemaObject = {
  type: 'object',
  description: 'seat → the player seated there, `{id, name}`',
  additionalProperties: object({ id: uuid, name: str() }),
};
const withCheckpoint = (sheet: SchemaObject): SchemaObject => ({
  ...sheet,
  properties: { ...sheet.properties, checkpoint, seated: players },
});

/**
 * The response bodies that have no DTO class (views folded by the laws, reads and the write answers that add to
 * WriteResponseDto), registered under `components.schemas` by buildOpenApiDocument.
 */
export const RESPONSE_SCHEMAS = {
  SeatCard: object({ seat: str(), card: str() }),
  DealView: {
    ...object(
      {
        number: int(),
        status: { type: 'string', example: 'playing' },
        dealer: str(),
        trump: { type: 'string', nullable: true, description: 'the trump suit (S, H, D, C), null when none' },
        trumpCard: { type: 'string', nullable: true },
        handsRecorded: { type: 'boolean' },
        hands: cardsBySeat,
        remaining: cardsBySeat,
        tricks: arrayOf(
          object(
            {
              number: int(),
              leader: str(),
              cards: arrayOf({ $ref: '#/components/schemas/SeatCard' }),
              winner: { type: 'string', nullable: true },
            },
            ['number', 'leader', 'cards'],
          ),
        ),
        exposed: cardsBySeat,
        obligations: arrayOf({ type: 'object' }),
        irregularities: arrayOf({ type: 'object' }),
        revokes: arrayOf({ type: 'object' }),
        revokeClaims: arrayOf({ type: 'object' }),
        claims: arrayOf({ type: 'object' }),
        calls: arrayOf({ type: 'object' }),
        contract: { type: 'object', nullable: true },
        auction: {
          type: 'object',
          description:
            'Auction Hearts only: the bids (seat, counters) and, once named, the suit avoided (hearts-foster:30)',
        },
        result: { type: 'object', nullable: true },
        evidence: {
          type: 'string',
          enum: ['result-only'],
          description: 'present when the deal was recorded by its result, without its play',
        },
        recorded: { type: 'object', description: 'the result as recorded, on a result-only deal' },
        version,
        sittingOut: str(
          "solo whist for five: the player on the dealer's right, who sits out this deal (solo-hoffmann:p156)",
        ),
      },
      ['number', 'status', 'dealer', 'handsRecorded', 'tricks', 'exposed', 'irregularities', 'revokes', 'version'],
    ),
    description: 'the deal view of api.md',
  } as SchemaObject,
  ClaimCreated: {
    allOf: [
      { $ref: '#/components/schemas/WriteResponseDto' },
      object({
        id: uuid,
        seat: str(),
        tricks: {
          oneOf: [
            { type: 'integer', minimum: 0 },
            { type: 'string', enum: ['rest'] },
          ],
        },
      }),
    ],
  } as SchemaObject,
  RevokeClaimCreated: {
    allOf: [
      { $ref: '#/components/schemas/WriteResponseDto' },
      object(
        {
          id: uuid,
          verdict: { type: 'string', example: 'established' },
          trick: int(),
          card: str(),
          ledSuit: { type: 'string', nullable: true },
          evidence: { type: 'object' },
          law: { type: 'string', example: 'whist-1900:74' },
        },
        ['id', 'verdict', 'law'],
      ),
    ],
  } as SchemaObject,
  ClaimAnalysis: object(
    {
      claimId: uuid,
      sound: { type: 'boolean' },
      guaranteedTricks: int(),
      measure: { type: 'string', example: 'tricks-guaranteed' },
      exact: {
        type: 'boolean',
        description:
          'false when guaranteedTricks is only the least the opponents were proved able to force (an unsound misère or Hearts claim whose exact count lay past the solver budget); absent when exact',
      },
      refutation: arrayOf({ $ref: '#/components/schemas/SeatCard' }),
      solverVersion: { type: 'string', example: SOLVER_VERSION },
      version,
    },
    ['claimId', 'sound', 'solverVersion', 'version'],
  ),
  StoredEventView: object(
    {
      version: int(),
      type: { type: 'string', example: 'CardPlayed' },
      schemaVersion: int(),
      data: { type: 'object' },
      recordedAt: { type: 'string', format: 'date-time' },
      recordedBy: { type: 'object', nullable: true },
      requestId: { type: 'string', nullable: true },
      hash: str(),
      prevHash: { type: 'string', nullable: true },
      leaf: {
        type: 'integer',
        nullable: true,
        description: "the event's index in the club's log once sequenced, else null",
      },
    },
    ['version', 'type', 'schemaVersion', 'data', 'recordedAt', 'hash', 'prevHash'],
  ),
  EventPage: object(
    {
      events: arrayOf({ $ref: '#/components/schemas/StoredEventView' }),
      next: { type: 'integer', nullable: true, description: 'the `after` of the next page; absent on the last' },
    },
    ['events'],
  ),
  DealEvents: object({ events: arrayOf({ $ref: '#/components/schemas/StoredEventView' }) }),
  PlayerLedger: object({
    playerId: uuid,
    name: str(),
    sessions: arrayOf(object({ sessionId: uuid, variant: str(), unit: str(), balance: int() })),
    totals: perSeat('unit → balance over every session'),
  }),
  Standings: object({
    variant: { type: 'string', enum: ['whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'] },
    from: { type: 'string', format: 'date', nullable: true },
    to: { type: 'string', format: 'date', nullable: true },
    unit: {
      type: 'string',
      enum: ['rubber-points', 'stake', 'counters'],
      description: 'rubber points (whist, dummy whist, bridge 1904), stake balances (solo), counters (hearts)',
    },
    sessions: int('the number of sessions counted'),
    rows: arrayOf(
      object({
        playerId: uuid,
        name: str(),
        sessions: int('sessions counted in which the player sat'),
        deals: int('settled deals of those sessions'),
        total: { type: 'number' },
      }),
    ),
    truncated: { type: 'boolean', description: 'more sessions matched than the 2,000 counted (the newest)' },
    ledgerUnits: arrayOf(str("the player ledger's units of the sessions counted (solo: the stake scale's)")),
  }),
  WhistSheet: withCheckpoint(
    object({
      variant: { type: 'string', enum: ['whist', 'dummy-whist'] },
      score: perSide,
      games: arrayOf(
        object({ rubber: int(), deal: int(), winner: { type: 'string', enum: ['NS', 'EW'] }, value: int() }),
      ),
      rubbers: arrayOf(object({ winner: { type: 'string', enum: ['NS', 'EW'] }, points: int() })),
      points: perSide,
      deals: arrayOf(sheetDeal('a whist deal', partnershipRunning)),
      version,
    }),
  ),
  BridgeSheet: withCheckpoint(
    object({
      variant: { type: 'string', enum: ['bridge-1904'] },
      score: perSide,
      above: perSide,
      trickTotals: perSide,
      games: arrayOf(
        object({ rubber: int(), deal: int(), winner: { type: 'string', enum: ['NS', 'EW'] }, value: int() }),
      ),
      rubbers: arrayOf(object({ winner: { type: 'string', enum: ['NS', 'EW'] }, points: int() })),
      points: perSide,
      deals: arrayOf(sheetDeal('a bridge deal', partnershipRunning)),
      version,
    }),
  ),
  SoloSheet: withCheckpoint(
    object({
      variant: { type: 'string', enum: ['solo-whist'] },
      unit: { type: 'string', enum: ['pence', 'white-counters'] },
      players: arrayOf(str('the seats at the table, clockwise (3 to 5, solo-hoffmann:p156)')),
      balances: perSeat('seat → balance in the unit'),
      deals: arrayOf(
        sheetDeal('a solo deal; `sittingOut` names the player who sat out (solo-hoffmann:p156)', balancesRunning),
      ),
      version,
    }),
  ),
  HeartsSheet: withCheckpoint(
    object({
      variant: { type: 'string', enum: ['hearts'] },
      players: arrayOf(str()),
      balances: perSeat('seat → counters'),
      pool: int('counters in the pool, carried to the next deal'),
      jack: { type: 'boolean', description: 'true while a Jack is pending' },
      deals: arrayOf(
        sheetDeal('a hearts deal; `before` and `after` also hold the pool and the Jack', {
          ...balancesRunning,
          properties: { ...balancesRunning.properties, pool: int(), jack: { type: 'boolean' } },
        }),
      ),
      version,
    }),
  ),
  Scoresheet: {
    description: "the session's score-sheet; its shape depends on the variant (api.md)",
    oneOf: [
      { $ref: '#/components/schemas/WhistSheet' },
      { $ref: '#/components/schemas/BridgeSheet' },
      { $ref: '#/components/schemas/SoloSheet' },
      { $ref: '#/components/schemas/HeartsSheet' },
    ],
    discriminator: {
      propertyName: 'variant',
      mapping: {
        whist: '#/components/schemas/WhistSheet',
        'dummy-whist': '#/components/schemas/WhistSheet',
        'bridge-1904': '#/components/schemas/BridgeSheet',
        'solo-whist': '#/components/schemas/SoloSheet',
        hearts: '#/components/schemas/HeartsSheet',
      },
    },
  } as SchemaObject,
  Problem: {
    ...object(
      {
        type: { type: 'string', example: 'urn:club-ledger:problem:penalty-not-available' },
        title: str(),
        status: int('the HTTP status'),
        detail: str(),
        code: { type: 'string', example: 'PENALTY_NOT_AVAILABLE' },
        law: { type: 'string', description: 'the law that decides it (`whist-1900:74`)' },
        errors: arrayOf(str()),
        instance: str(),
      },
      ['type', 'title', 'status', 'detail', 'code'],
    ),
    description: 'RFC 9457 problem details (application/problem+json)',
  } as SchemaObject,
  Liveness: object({ status: { type: 'string', enum: ['ok'] } }),
} satisfies Record<string, SchemaObject>;
