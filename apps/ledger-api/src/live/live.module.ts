import { Module } from '@nestjs/common';
import { CommitNotifier } from './commit-notifier';
import { LiveFeed } from './live-feed';
import { StoreNotifications } from './store-notifications.service';
import { StreamController } from './stream.controller';
import { SsePageCache } from './sse-page-cache';
import { StreamLimits } from './stream-limits';

/** Live feed: server-sent events of a session's events after they commit, in any API process (LISTEN/NOTIFY). */
@Module({
  controllers: [StreamController],
  providers: [LiveFeed, StreamLimits, StoreNotifications, CommitNotifier, SsePageCache],
})
export class LiveModule {}
