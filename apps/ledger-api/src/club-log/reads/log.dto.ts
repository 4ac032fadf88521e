import { ApiProperty } from '@nestjs/swagger';

/** `GET …/log/proofs/inclusion`: the audit path of `leaf` in the tree of `size` leaves. */
export class InclusionProofDto {
  @ApiProperty({ minimum: 0 }) leaf!: number;
  @ApiProperty({ minimum: 1 }) size!: number;
  @ApiProperty({ type: [String], format: 'byte', description: 'RFC 9162 §2.1.3 audit path, base64 SHA-256 hashes' })
  proof!: string[];
}

/** `GET …/log/proofs/consistency`: the proof that the tree of `to` leaves extends the tree of `from`. */
export class ConsistencyProofDto {
  @ApiProperty({ minimum: 0 }) from!: number;
  @ApiProperty({ minimum: 0 }) to!: number;
  @ApiProperty({ type: [String], format: 'byte', description: 'RFC 9162 §2.1.4 consistency proof, base64 hashes' })
  proof!: string[];
}

/** One leaf of the club's tree: the event it stands for. */
export class LeafDto {
  @ApiProperty({ minimum: 0 }) leaf!: number;
  @ApiProperty({ format: 'uuid' }) sessionId!: string;
  @ApiProperty({ minimum: 1 }) version!: number;
  @ApiProperty({ description: "the event's hash (hex), as `…/events` shows it; the leaf input is its 32 bytes" })
  hash!: string;
}

/** One kept signed checkpoint. */
export class CheckpointNoteDto {
  @ApiProperty({ minimum: 0 }) size!: number;
  @ApiProperty({ description: 'C2SP tlog-checkpoint signed note' }) note!: string;
}
