import { OPERATOR_LIMITS } from '@tickrelay/contracts/endpoints/operator.endpoints';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { Trim } from '@/modules/auth/auth.public';

export class ExtendDto {
  @IsInt()
  @Min(OPERATOR_LIMITS.extendDaysMin)
  @Max(OPERATOR_LIMITS.extendDaysMax)
  days!: number;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(OPERATOR_LIMITS.reasonMaxChars)
  reason!: string;
}

export class SuspendDto {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(OPERATOR_LIMITS.reasonMaxChars)
  reason!: string;
}

export class MemberSearchQueryDto {
  @Trim()
  @IsString()
  @MaxLength(OPERATOR_LIMITS.searchQueryMaxChars)
  q!: string;
}

export class AuditQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(36)
  memberId?: string;
}
