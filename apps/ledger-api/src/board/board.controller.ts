import { Controller, Get, Header, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorator';

/**
 * The score-sheet page's old address, `/board/sessions/{id}`, kept working: it sends the browser to the
 * web app's live score-sheet of that session (`/app/#/sessions/{id}`, ADR 0023 and its revision), which
 * replaced the page's hand-written script. Public like the app's page (no data; the app reads the API
 * with the key kept in the browser).
 */
@ApiExcludeController()
@Public()
@Controller('board')
export class BoardController {
  @Get('sessions/:sessionId')
  @Header('Cache-Control', 'no-cache')
  @Header('Referrer-Policy', 'no-referrer')
  page(@Param('sessionId', ParseUUIDPipe) sessionId: string, @Res() res: FastifyReply): void {
    void res.redirect(`/app/#/sessions/${sessionId}`, 302);
  }
}
