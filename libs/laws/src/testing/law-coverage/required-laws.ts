/** A law of play or irregularity the engine must cover with a named test, or explain why it cannot. */
export interface RequiredLaw {
  readonly law: string;
  /** Why no test covers it (`not yet: …`, `not expressible: …`, `settlement: …`); absent when a test must cite it. */
  readonly reason?: string;
}

const range = (code: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${code}:${from + i}`);

/** Laws of the table's housekeeping that leave nothing in the record. */
function nothingToRecord(code: string, laws: readonly number[], what: string): Record<string, string> {
  return Object.fromEntries(laws.map((n) => [`${code}:${n}`, `nothing to record: ${what}`]));
}

const NOT_COVERED: Readonly<Record<string, string>> = {
  'whist-1900:81':
    'not expressible: the ledger has no event for mixing the cards; the claim verdict stands on the record',
  'whist-1900:84': 'settlement: bets are settled on the score after the penalty (libs/laws/src/variants/*/settle-*)',
  'whist-1900:86':
    'settlement: the revoking side cannot win the game nor score beyond 4 (the engine lists the proved revokes)',
  'whist-1900:89': 'nothing to record: cards placed on request carry no penalty',
  'whist-1900:91': 'not expressible: reasonable time to decide',
  'whist-1900:92': 'not expressible: bystanders are outside the record',
  'whist-1900:93': 'not expressible: bystanders are outside the record',
  'whist-1900:dummy-1':
    'not enforced: a deal by the wrong player stands once the trump card is turned (whist-1900:34); rubber boundaries are known to settlement only',
  ...nothingToRecord(
    'whist-1900',
    [17, 18, 19, 20, 21, 22, 23, 24, 26, 27],
    'shuffling and cutting, put right at the table by a reshuffle or a fresh cut',
  ),
  'whist-1900:35':
    "not expressible: the opponents' permission is outside the record; a deal by the wrong player is a deal out of turn (whist-1900:34)",
  ...nothingToRecord(
    'bridge-1904',
    [27, 28, 29, 30, 31, 32, 33, 35, 36],
    'shuffling and cutting, put right at the table by a reshuffle or a fresh cut',
  ),
  'bridge-1904:46':
    "not expressible: the opponents' permission is outside the record; a deal by the wrong player is a deal out of turn (bridge-1904:45)",
  'bridge-1904:63': "not expressible: Dummy's remarks are outside the record",
  'bridge-1904:65': 'not expressible: a card counts as played when recorded',
  'bridge-1904:67': 'not expressible: Dummy looking at hands is outside the record',
  'bridge-1904:96': 'not expressible: mixing the cards (as whist-1900:81)',
  'bridge-1904:98': 'settlement: bets on the score after the penalty',
  'bridge-1904:100': 'not expressible: new cards',
  'bridge-1904:101': 'nothing to record: cards placed on request',
  'bridge-1904:103': "not expressible: a partner's suggestion of a penalty is outside the record",
  'bridge-1904:104': 'not expressible: reasonable time',
  'bridge-1904:105': 'not expressible: bystanders',
  'bridge-1904:106': 'not expressible: bystanders',
  'bridge-1904:107': 'not expressible: damaged cards',
};

/** Every law of play and irregularity the issue requires (whist 17-41 the deal, 51 honours claimed and 58-94 + Dummy, bridge 27-46 the deal, 47-61 declarations and doubling and 62-108, solo pp.143-154, hearts 15-28 and 30). */
export const REQUIRED_LAWS: readonly RequiredLaw[] = [
  ...range('whist-1900', 17, 41),
  'whist-1900:51',
  ...range('whist-1900', 58, 94),
  'whist-1900:dummy-1',
  'whist-1900:dummy-2',
  'whist-1900:dummy-3',
  'whist-1900:dummy-4',
  ...range('bridge-1904', 27, 46),
  ...range('bridge-1904', 47, 61),
  ...range('bridge-1904', 62, 108),
  ...['p143', 'p144', 'p145', 'p146', 'p148', 'p149', 'p150', 'p151', 'p152', 'p153', 'p154'].map(
    (p) => `solo-hoffmann:${p}`,
  ),
  // issue 16 part B: the General Misère house rule (p147) and the tables of three and five (p156)
  'solo-hoffmann:p147',
  'solo-hoffmann:p156',
  ...range('hearts-foster', 15, 28),
  'hearts-foster:30',
].map((law) => (NOT_COVERED[law] ? { law, reason: NOT_COVERED[law] } : { law }));

/** The laws of the four seed files, each of which must have a test. */
export const SEED_LAWS: readonly string[] = [
  ...range('whist-1900', 60, 67),
  ...range('bridge-1904', 75, 83),
  'solo-hoffmann:p150',
  'solo-hoffmann:p151',
  ...range('hearts-foster', 15, 23),
];
