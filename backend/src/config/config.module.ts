import { type DynamicModule, Global, Module } from '@nestjs/common';

import { AppConfig } from './app-config';
import { StandInsWarning } from './stand-ins.warning';

/** Makes the already-validated AppConfig injectable everywhere (and warns of a demo's stand-ins). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useValue: config }, StandInsWarning],
      exports: [AppConfig],
    };
  }
}
