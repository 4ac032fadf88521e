import { Module } from '@nestjs/common';
import { LiveFeed } from './live-feed';
import { StreamController } from './stream.controller';
import { StreamLimits } from './stream-limits';

/** Live feed: server-sent events of a session's events after they commit. */
@Module({
  controllers: [StreamController],
  providers: [LiveFeed, StreamLimits],
})
export class LiveModule {}
