import type { FlattenPaperRequest } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class FlattenPaperDto implements FlattenPaperRequest {
  /** A TradingView symbol (MESZ2026, MES1!); every contract when left out. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(/^([A-Za-z0-9_]{1,20}:)?[A-Za-z0-9]{1,12}!?$/)
  contract?: string;
}
