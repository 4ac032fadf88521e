import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** A deal number in a path: a whole number from 1. */
@Injectable()
export class DealNumberPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,5}$/.test(value))
      throw new BadRequestException({
        message: 'The deal number must be a whole number from 1.',
        code: 'BAD_DEAL_NUMBER',
      });
    return Number(value);
  }
}
