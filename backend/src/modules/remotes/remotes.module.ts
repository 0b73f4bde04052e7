import { Module } from '@nestjs/common';
import { RemotesController } from './controllers/remotes.controller';

@Module({ controllers: [RemotesController] })
export class RemotesModule {}
