import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';

/** `/health/live` and `/health/ready`. */
@Module({ imports: [TerminusModule], controllers: [HealthController] })
export class HealthModule {}
