import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesController } from './controllers/activities.controller';
import { Activity } from './entities/activity.entity';
import { ActivitiesService } from './services/activities.service';

/** Separate from NotificationsModule so the users module can record activity without a cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([Activity])],
  controllers: [ActivitiesController],
  providers: [ActivitiesService],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
