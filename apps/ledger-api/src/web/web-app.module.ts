import { Module } from '@nestjs/common';
import { WebAppController } from './web-app.controller';

/** The club's web app at `/app` (built static files from apps/web; ADR 0023). */
@Module({ controllers: [WebAppController] })
export class WebAppModule {}
