import { Module } from '@nestjs/common';
import { BoardController } from './board.controller';

/** The score-sheet's old address `/board/sessions/{id}`: a redirect to the web app's live score-sheet. */
@Module({ controllers: [BoardController] })
export class BoardModule {}
