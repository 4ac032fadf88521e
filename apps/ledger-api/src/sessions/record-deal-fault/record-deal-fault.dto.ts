import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsCard, IsSeat, SEAT_VALUES } from '../validation/ledger-validators';

/** The faults of the deal of whist-1900:28-41 (with whist-1900:dummy-3) and bridge-1904:37-45. */
export const DEAL_FAULTS = [
  'misdeal',
  'wrong-card-count',
  'imperfect-pack',
  'faced-card',
  'wrong-hand-taken',
  'exposed-in-dealing',
  'dealer-saw-card',
  'dealt-out-of-turn',
  'wrong-pack',
  'shuffled-after-cut',
];
/** The causes of a misdeal, whist-1900:37 I-VII in order (bridge-1904:39 III-VII where that code names them). */
export const MISDEAL_CAUSES = [
  'not-in-rotation',
  'trump-card-face-down',
  'trump-card-not-to-dealer',
  'fourteen-cards',
  'dealer-counted',
  'two-cards-then-third',
  'not-cut',
];

const seats = (description: string, example: string[]) =>
  ApiPropertyOptional({ enum: SEAT_VALUES, isArray: true, example, description });

/** Body of `POST /v1/sessions/{sessionId}/deals/{n}/deal-faults`. */
export class RecordDealFaultDto {
  @ApiProperty({ enum: DEAL_FAULTS, example: 'misdeal' }) @IsIn(DEAL_FAULTS) fault!: string;
  @ApiProperty({
    enum: SEAT_VALUES,
    example: 'W',
    description:
      'the dealer (misdeal, dealer-saw-card, dealt-out-of-turn, wrong-pack, shuffled-after-cut), the player who exposed a card in dealing or took up another hand, or a hand found short',
  })
  @IsSeat()
  seat!: string;
  @ApiPropertyOptional({
    enum: MISDEAL_CAUSES,
    example: 'not-in-rotation',
    description: 'misdeal: whist-1900:37 I-VII',
  })
  @IsOptional()
  @IsIn(MISDEAL_CAUSES)
  cause?: string;
  @ApiPropertyOptional({ example: 'KD', description: 'the card exposed, faced or seen' })
  @IsOptional()
  @IsCard()
  card?: string;
  @ApiPropertyOptional({
    type: [String],
    example: ['KH'],
    description: 'wrong-card-count: the missing cards, when found (whist-1900:40); imperfect-pack: the cards at fault',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(52)
  @IsCard({ each: true })
  cards?: string[];
  @seats('the seats that touched (bridge 1904: looked at) their cards, in order (whist-1900:31, :39; bridge-1904:40)', [
    'E',
    'N',
  ])
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsSeat({ each: true })
  touched?: string[];
  @seats('wrong-card-count: the hands found short', ['E'])
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsSeat({ each: true })
  short?: string[];
  @seats('wrong-card-count: the hands found long', ['S'])
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsSeat({ each: true })
  long?: string[];
  @ApiPropertyOptional({
    enum: SEAT_VALUES,
    description: 'the adversary whose act gave a hand fourteen cards (whist-1900:37 IV)',
  })
  @IsOptional()
  @IsSeat()
  causedBy?: string;
  @ApiPropertyOptional({
    enum: SEAT_VALUES,
    description: 'an adversary whose claim interrupted the deal and proved false (whist-1900:36)',
  })
  @IsOptional()
  @IsSeat()
  interruptedBy?: string;
  @ApiPropertyOptional({
    enum: SEAT_VALUES,
    description: 'who ought to have dealt (dealt-out-of-turn, misdeal); by default the record tells (whist-1900:25)',
  })
  @IsOptional()
  @IsSeat()
  rightful?: string;
  @ApiPropertyOptional({
    example: true,
    description:
      'dealt-out-of-turn, wrong-pack: stopped before the trump card was turned (whist-1900:34; bridge-1904:45 the last card)',
  })
  @IsOptional()
  @IsBoolean()
  stopped?: boolean;
}
