import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppealDto, type OwnerCaseView } from '@fiji/contracts';
import { AppealLinksService } from '../services/appeal-links.service';

/** The mailed appeal link (docs/admin.md, "Moderation"): the link is the permission, no session needed. */
@ApiTags('moderation')
@Controller('appeal-links')
export class AppealLinksController {
  constructor(private readonly links: AppealLinksService) {}

  @Get(':token')
  @ApiOperation({ summary: 'The decision an appeal link stands for, while it can be appealed; 404 when tampered, expired or used' })
  view(@Param('token') token: string): Promise<OwnerCaseView> {
    return this.links.view(token);
  }

  @Post(':token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Appeal through the link, once, within 20 days; the case returns to the queue; 404 when tampered, expired or used' })
  appeal(@Param('token') token: string, @Body() dto: AppealDto): Promise<OwnerCaseView> {
    return this.links.appeal(token, dto.text);
  }
}
