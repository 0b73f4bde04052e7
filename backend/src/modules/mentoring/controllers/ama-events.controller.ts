import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateAmaEventDto, type AmaEventView, type AmaRegistrationState, type AmaRegistrationView, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { MentorGuard } from '../guards/mentor.guard';
import { AmaEventsService } from '../services/ama-events.service';

@ApiTags('mentoring')
@Controller('mentoring/ama-events')
export class AmaEventsController {
  constructor(private readonly ama: AmaEventsService) {}

  @Get()
  @ApiOperation({ summary: 'Upcoming public AMA events (and the caller\'s own), soonest first' })
  list(@CurrentUser() me: SessionUser | undefined): Promise<AmaEventView[]> {
    return this.ama.upcoming(me);
  }

  @Post()
  @UseGuards(AuthenticatedGuard, MentorGuard)
  @ApiOperation({ summary: 'A mentor schedules an AMA (duration 60, price 0 = free, capacity 20 by default)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateAmaEventDto): Promise<AmaEventView> {
    return this.ama.create(me, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One AMA event; the join link only for its host and confirmed registrants' })
  get(@CurrentUser() me: SessionUser | undefined, @Param('id') id: string): Promise<AmaEventView> {
    return this.ama.get(me, id);
  }

  @Get(':id/registrations')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "The host's list of registrants; 404 for anyone else" })
  registrations(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<Array<{ name: string; state: AmaRegistrationState }>> {
    return this.ama.registrations(me, id);
  }

  @Post(':id/registrations')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Register (never past capacity: 409 LIMIT_REACHED); a minor\'s waits for the guardian' })
  register(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<AmaRegistrationView> {
    return this.ama.register(me, id);
  }

  @Delete(':id/registrations/me')
  @HttpCode(204)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Give the place back' })
  cancel(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<void> {
    return this.ama.cancel(me, id);
  }
}
