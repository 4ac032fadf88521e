/** Public API of the club's log: RFC 9162 Merkle tree, proofs, C2SP checkpoints and signed notes. */
export { emptyRoot, hashEquals, leafHash, leafHashAt, nodeHash } from './hash';
export type { Hash } from './hash';
export { rangeHash, rangeNodes } from './node-id';
export type { NodeGetter, NodeId } from './node-id';
export { rootFrom, rootNodes, rootOf } from './root';
export { inclusionProof, inclusionProofNodes, inclusionRanges } from './inclusion-proof';
export type { ProofRange } from './inclusion-proof';
export { consistencyProof, consistencyProofNodes, consistencyRanges } from './consistency-proof';
export { Frontier } from './frontier';
export type { CompletedNode } from './frontier';
export { verifyInclusion } from './verify-inclusion';
export { verifyConsistency } from './verify-consistency';
export { checkpointBody, parseCheckpoint } from './checkpoint';
export type { Checkpoint } from './checkpoint';
export { ed25519KeyId, generateSignerKey, signerFromKey, verifierFromKey, vkeyOfSkey } from './note-keys';
export type { NoteSigner, NoteVerifier } from './note-keys';
export { openNote, signNote } from './signed-note';
export { multiInclusionNodes, verifyMultiInclusion } from './multi-inclusion';
