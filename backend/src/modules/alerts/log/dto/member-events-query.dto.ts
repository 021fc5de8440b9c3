import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { IsIn, IsOptional, Matches } from 'class-validator';

export class MemberEventsQueryDto {
  /** For clients that cannot set Last-Event-ID; the header wins when both are sent. */
  @IsOptional()
  @Matches(/^\d{1,20}-\d{1,20}$/)
  lastEventId?: string;

  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}
