import { Module } from '@nestjs/common';
import { BoardController } from './board.controller';

/** The score-sheet web page at `/board/sessions/{id}` (static HTML, script and styles from constants). */
@Module({ controllers: [BoardController] })
export class BoardModule {}
