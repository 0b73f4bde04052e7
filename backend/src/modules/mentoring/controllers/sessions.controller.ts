import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BookSessionDto,
  CancelSessionDto,
  ConfirmSessionDto,
  MeetingLinkDto,
  RescheduleSessionDto,
  SESSION_LIST_ROLES,
  SESSION_LIST_WHEN,
  SessionNotesDto,
  SessionReviewDto,
  type BookingResponse,
  type EarningsView,
  type MentoringSessionList,
  type MentoringSessionView,
  type SessionUser,
} from '@fiji/contracts';
import type { Response } from 'express';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { MentorGuard } from '../guards/mentor.guard';
import { BookingsService } from '../services/bookings.service';
import { SessionsService } from '../services/sessions.service';
import { fieldError } from '../services/session-store';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => fieldError('id', 'id must be a session id') });

/** Booking a mentor and the sessions of both sides (docs/mentoring.md "Bookings and sessions"). */
@ApiTags('mentoring')
@Controller('mentoring')
@UseGuards(AuthenticatedGuard)
export class SessionsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('bookings')
  @ApiOperation({ summary: 'Book a slot: 201 {sessionId, status, checkoutUrl?, guardianApprovalRequired?}; 409 SLOT_TAKEN' })
  book(@CurrentUser() me: SessionUser, @Body() dto: BookSessionDto): Promise<BookingResponse> {
    return this.bookings.book(me, dto);
  }

  @Get('sessions')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The caller's sessions as mentor or mentee, upcoming or past" })
  async list(@CurrentUser() me: SessionUser, @Query('role') role?: string, @Query('when') when?: string): Promise<MentoringSessionList> {
    const r = role ?? (me.role === 'mentor' ? 'mentor' : 'mentee');
    const w = when ?? 'upcoming';
    if (!(SESSION_LIST_ROLES as readonly string[]).includes(r)) throw fieldError('role', 'role must be mentor or mentee');
    if (!(SESSION_LIST_WHEN as readonly string[]).includes(w)) throw fieldError('when', 'when must be upcoming or past');
    return { results: await this.sessions.list(me, r as 'mentor' | 'mentee', w as 'upcoming' | 'past') };
  }

  @Get('sessions/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One session (its two parties and admins; 404 for anyone else)' })
  get(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string): Promise<MentoringSessionView> {
    return this.sessions.get(me, id);
  }

  @Get('sessions/:id/ics')
  @ApiOperation({ summary: 'The session as an .ics calendar file' })
  async ics(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Res() res: Response): Promise<void> {
    const body = await this.sessions.ics(me, id);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="mentoring-session.ics"');
    res.setHeader('Cache-Control', 'no-store');
    res.send(body);
  }

  @Post('sessions/:id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mentor confirms a paid session (optionally with the meeting link)' })
  confirm(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: ConfirmSessionDto): Promise<MentoringSessionView> {
    return this.sessions.confirm(me, id, dto.meetingUrl);
  }

  @Post('sessions/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Either side cancels with a reason (refunds by the rules)' })
  cancel(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: CancelSessionDto): Promise<MentoringSessionView> {
    return this.sessions.cancel(me, id, dto.reason);
  }

  @Post('sessions/:id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'The mentor completes a started session (releases the payment)' })
  complete(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string): Promise<MentoringSessionView> {
    return this.sessions.complete(me, id);
  }

  @Post('sessions/:id/no-show')
  @HttpCode(200)
  @ApiOperation({ summary: 'Either side reports the other absent after the start' })
  noShow(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string): Promise<MentoringSessionView> {
    return this.sessions.noShow(me, id);
  }

  @Post('sessions/:id/reschedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move the session to another open slot; never charges again' })
  reschedule(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: RescheduleSessionDto): Promise<MentoringSessionView> {
    return this.sessions.reschedule(me, id, dto.start);
  }

  @Put('sessions/:id/meeting-link')
  @ApiOperation({ summary: 'The mentor sets the meeting link or asks for a generated video-call link' })
  meetingLink(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: MeetingLinkDto): Promise<MentoringSessionView> {
    return this.sessions.meetingLink(me, id, dto.meetingUrl, dto.generate === true);
  }

  @Put('sessions/:id/notes')
  @ApiOperation({ summary: "The mentor's session notes" })
  notes(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: SessionNotesDto): Promise<MentoringSessionView> {
    return this.sessions.notes(me, id, dto.text);
  }

  @Put('sessions/:id/reflection')
  @ApiOperation({ summary: "The mentee's reflection" })
  reflection(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: SessionNotesDto): Promise<MentoringSessionView> {
    return this.sessions.reflection(me, id, dto.text);
  }

  @Post('sessions/:id/review')
  @ApiOperation({ summary: 'The mentee rates and reviews a completed session, once' })
  review(@CurrentUser() me: SessionUser, @Param('id', uuid) id: string, @Body() dto: SessionReviewDto): Promise<{ id: string }> {
    return this.sessions.review(me, id, dto);
  }

  @Get('earnings')
  @UseGuards(MentorGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The mentor's earnings: per session gross, fee, net and status, and totals" })
  earnings(@CurrentUser() me: SessionUser): Promise<EarningsView> {
    return this.sessions.earnings(me);
  }
}
