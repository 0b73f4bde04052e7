import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesController } from './controllers/activities.controller';
import { Activity } from './entities/activity.entity';
import { ActivitiesService } from './services/activities.service';

/** The activity feed: its own module so users can record activity and notifications can use users without a cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([Activity])],
  controllers: [ActivitiesController],
  providers: [ActivitiesService],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
