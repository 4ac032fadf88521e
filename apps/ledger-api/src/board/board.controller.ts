import { Controller, Get, Header, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/access.decorator';
import { BOARD_CSS } from './assets/board-css';
import { BOARD_HTML } from './assets/board-html';
import { BOARD_JS } from './assets/board-js';

/** The page fetches only from this origin and runs only its own script and style sheet. */
export const BOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The live score-sheet page and its two assets (public: the page holds no data; it reads the
 * authenticated JSON API with the key the user enters, kept in the browser's localStorage).
 */
@ApiExcludeController()
@Public()
@Controller('board')
export class BoardController {
  @Get('sessions/:sessionId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', BOARD_CSP)
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-cache')
  page(@Param('sessionId', ParseUUIDPipe) _sessionId: string): string {
    return BOARD_HTML;
  }

  @Get('assets/board.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'no-cache')
  script(): string {
    return BOARD_JS;
  }

  @Get('assets/board.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'no-cache')
  styles(): string {
    return BOARD_CSS;
  }
}
