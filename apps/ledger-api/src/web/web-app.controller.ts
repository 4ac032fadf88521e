import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Public } from '../auth/access.decorator';
import { APP_CSP } from './app-csp';
import { WEB_TYPES, webAppDir } from './web-app-files';

/** A built asset's name: hashed by Vite, no folders. */
const ASSET = /^[A-Za-z0-9_.-]+$/;

/**
 * The club's web app (apps/web, ADR 0023): its page and its hashed assets, public like the board page
 * (they hold no data; the app reads the authenticated API with the key kept in the browser). The page's
 * CSP allows only its own script and styles (no inline script).
 */
@ApiExcludeController()
@Public()
@Controller('app')
export class WebAppController {
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', APP_CSP)
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-cache')
  async page(): Promise<string> {
    try {
      return await readFile(path.join(webAppDir(), 'index.html'), 'utf8');
    } catch {
      throw new NotFoundException({
        message: 'The web app is not built on this server: run `npm run build:web`.',
        code: 'WEB_APP_NOT_BUILT',
      });
    }
  }

  @Get('assets/:file')
  async asset(@Param('file') file: string, @Res() res: FastifyReply): Promise<void> {
    const type = WEB_TYPES[path.extname(file)];
    if (!ASSET.test(file) || file.startsWith('.') || !type)
      throw new NotFoundException({ message: 'No such asset.', code: 'NOT_FOUND' });
    let body: Buffer;
    try {
      body = await readFile(path.join(webAppDir(), 'assets', file));
    } catch {
      throw new NotFoundException({ message: 'No such asset.', code: 'NOT_FOUND' });
    }
    void res
      .status(200)
      .headers({
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      .send(body);
  }
}
