import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateAchievementDto, UpdateAchievementDto, type AchievementResponse, type OkResponse, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { AchievementsService } from '../services/achievements.service';

@ApiTags('achievements')
@Controller('achievements')
@UseGuards(AuthenticatedGuard)
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get('player/:playerId')
  @ApiOperation({ summary: "A profile's achievements, newest year first (404 when the profile is not visible)" })
  list(@Param('playerId') playerId: string, @CurrentUser() me: SessionUser): Promise<AchievementResponse[]> {
    return this.achievements.listFor(playerId, me);
  }

  @Post()
  @ApiOperation({ summary: 'Add an achievement to your profile (admins: any profile)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateAchievementDto): Promise<AchievementResponse> {
    return this.achievements.create(me, dto);
  }

  @Put(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit one of your achievements' })
  update(@Param('id') id: string, @CurrentUser() me: SessionUser, @Body() dto: UpdateAchievementDto): Promise<AchievementResponse> {
    return this.achievements.update(id, me, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete one of your achievements' })
  async remove(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<OkResponse> {
    await this.achievements.remove(id, me);
    return { ok: true };
  }
}
