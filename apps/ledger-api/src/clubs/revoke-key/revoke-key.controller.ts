import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOrOperator } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { KeyRevoker } from './key-revoker';

/** `DELETE /v1/clubs/{clubId}/keys/{keyId}` (admin, or the operator for any club) → 204. */
@ApiTags('clubs')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/keys/:keyId')
export class RevokeKeyController {
  constructor(private readonly revoker: KeyRevoker) {}

  @Delete()
  @HttpCode(204)
  @AdminOrOperator()
  @ApiOperation({ summary: 'Revoke a key: it answers 401 on every API process within 1 s; its open streams close' })
  @ApiNoContentResponse({ description: 'revoked (revoking an already revoked key is also 204)' })
  @ApiProblems(400, 401, 403, 404, 409)
  async revoke(
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Param('keyId', ParseUUIDPipe) keyId: string,
  ): Promise<void> {
    await this.revoker.revoke(clubId, keyId);
  }
}
