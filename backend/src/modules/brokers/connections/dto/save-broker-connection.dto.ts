import {
  BROKER_CONNECTION_LIMITS,
  TRADOVATE_ENVIRONMENTS,
  type TradovateCredentialsInput,
  type TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

const LIMITS = BROKER_CONNECTION_LIMITS;

/** What the member types in to connect Tradovate; every field required, nothing else accepted. */
export class SaveBrokerConnectionDto implements TradovateCredentialsInput {
  @IsIn(TRADOVATE_ENVIRONMENTS)
  environment: TradovateEnvironment;

  @IsString()
  @MinLength(1)
  @MaxLength(LIMITS.usernameMaxChars)
  username: string;

  @IsString()
  @MinLength(1)
  @MaxLength(LIMITS.passwordMaxChars)
  password: string;

  @IsString()
  @MinLength(1)
  @MaxLength(LIMITS.appIdMaxChars)
  appId: string;

  @IsString()
  @MinLength(1)
  @MaxLength(LIMITS.appVersionMaxChars)
  appVersion: string;

  /** Tradovate's client id of the API key: a positive integer. */
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  cid: number;

  @IsString()
  @MinLength(1)
  @MaxLength(LIMITS.secretMaxChars)
  secret: string;
}
