import { BadRequestException, Controller, Get, Header, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiQuery, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Inject } from '@nestjs/common';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { LOG_KEYS, LogKeys } from '../club-log.tokens';
import { CheckpointNoteDto, ConsistencyProofDto, InclusionProofDto, LeafDto } from './log.dto';
import { MAX_SIZE, wholeParam } from './log-query';
import { LogReader } from './log-reader';
import { ReadsFromReplica } from '../../replica/reads-from-replica.decorator';

const MAX_PAGE = 1000;

/** The club's log (api.md "The club's log"): signed checkpoints, the verifier key, leaves and proofs. */
@ApiTags('club log')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/log')
@ReadsFromReplica()
export class LogController {
  constructor(
    private readonly reader: LogReader,
    @Inject(LOG_KEYS) private readonly keys: LogKeys,
  ) {}

  @Get('checkpoint')
  @ApiOperation({ summary: "The club log's latest signed checkpoint (C2SP tlog-checkpoint signed note)" })
  @AnyRole()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'the latest signed checkpoint: a C2SP tlog-checkpoint signed note (origin, size, base64 root)',
    schema: { type: 'string' },
  })
  @ApiProblems(401, 404)
  checkpoint(@Param('clubId', ParseUUIDPipe) clubId: string): Promise<string> {
    return this.reader.checkpointNote(clubId);
  }

  @Get('key')
  @ApiOperation({ summary: "The verifier key of the club log's checkpoints (C2SP signed-note vkey)" })
  @AnyRole()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'the verifier key (C2SP signed-note vkey)', schema: { type: 'string' } })
  @ApiProblems(401, 404)
  key(@Param('clubId', ParseUUIDPipe) clubId: string): string {
    void clubId;
    return `${this.keys.vkey}\n`;
  }

  @Get('checkpoints')
  @ApiOperation({ summary: 'Every signed checkpoint kept with its size in [from, to], oldest first' })
  @AnyRole()
  @ApiQuery({ name: 'from', required: false, description: 'smallest size (default 0)' })
  @ApiQuery({ name: 'to', required: false, description: 'largest size (default: no bound)' })
  @ApiOkResponse({
    type: [CheckpointNoteDto],
    description: 'kept checkpoints with size in [from, to], oldest first, at most 1000',
  })
  @ApiProblems(400, 401, 404)
  checkpoints(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<CheckpointNoteDto[]> {
    const lo = wholeParam(from, 'from', 0, MAX_SIZE, 0);
    const hi = wholeParam(to, 'to', 0, MAX_SIZE, MAX_SIZE);
    if (lo > hi) throw new BadRequestException({ message: 'from must not exceed to.', code: 'BAD_QUERY' });
    return this.reader.checkpoints(clubId, lo, hi, MAX_PAGE);
  }

  @Get('leaves')
  @ApiOperation({ summary: "The log's leaves in [start, end): each event's session, version and hash" })
  @AnyRole()
  @ApiQuery({ name: 'start', required: true, description: 'first leaf' })
  @ApiQuery({ name: 'end', required: true, description: 'leaf after the last (exclusive; at most start + 1000)' })
  @ApiOkResponse({ type: [LeafDto] })
  @ApiProblems(400, 401, 404)
  leaves(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('start') start?: string,
    @Query('end') end?: string,
  ): Promise<LeafDto[]> {
    const s = wholeParam(start, 'start', 0, MAX_SIZE);
    const e = wholeParam(end, 'end', s, s + MAX_PAGE);
    return this.reader.leaves(clubId, s, e);
  }

  @Get('proofs/inclusion')
  @ApiOperation({ summary: 'An RFC 9162 inclusion proof of a leaf in the tree of a size' })
  @AnyRole()
  @ApiQuery({ name: 'leaf', required: true })
  @ApiQuery({ name: 'size', required: true, description: 'a tree size up to the current one' })
  @ApiOkResponse({ type: InclusionProofDto })
  @ApiProblems(400, 401, 404)
  async inclusion(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('leaf') leaf?: string,
    @Query('size') size?: string,
  ): Promise<InclusionProofDto> {
    const n = wholeParam(size, 'size', 1, MAX_SIZE);
    const i = wholeParam(leaf, 'leaf', 0, n - 1);
    return { leaf: i, size: n, proof: await this.reader.inclusion(clubId, i, n) };
  }

  @Get('proofs/consistency')
  @ApiOperation({ summary: 'An RFC 9162 consistency proof between two tree sizes' })
  @AnyRole()
  @ApiQuery({ name: 'from', required: true })
  @ApiQuery({ name: 'to', required: true, description: 'a tree size up to the current one' })
  @ApiOkResponse({ type: ConsistencyProofDto })
  @ApiProblems(400, 401, 404)
  async consistency(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
  ): Promise<ConsistencyProofDto> {
    const n = wholeParam(to, 'to', 0, MAX_SIZE);
    const m = wholeParam(from, 'from', 0, n);
    return { from: m, to: n, proof: await this.reader.consistency(clubId, m, n) };
  }
}
