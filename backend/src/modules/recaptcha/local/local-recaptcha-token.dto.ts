import {
  RECAPTCHA_ACTION_PATTERN,
  type LocalRecaptchaTokenRequest,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import { IsString, Matches } from 'class-validator';

export class LocalRecaptchaTokenDto implements LocalRecaptchaTokenRequest {
  @IsString()
  @Matches(RECAPTCHA_ACTION_PATTERN)
  action!: string;
}
