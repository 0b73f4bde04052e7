import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MentorsService, type MentorListItem } from '../services/mentors.service';

@ApiTags('mentoring')
@Controller('mentors')
export class MentorsController {
  constructor(private readonly mentors: MentorsService) {}

  @Get()
  @ApiOperation({ summary: 'Public mentors list (/mentoring)' })
  list(): Promise<MentorListItem[]> {
    return this.mentors.list();
  }
}
