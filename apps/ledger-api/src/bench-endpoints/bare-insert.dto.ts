import { IsString, MaxLength } from 'class-validator';
import { IsCard, IsSeat } from '../sessions/validation/ledger-validators';

/** Body of the bare insert (`bench:http`): the same fields and checks as a play's. */
export class BareInsertDto {
  @IsString() @MaxLength(100) session!: string;
  @IsSeat() seat!: string;
  @IsCard() card!: string;
}
