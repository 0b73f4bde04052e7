import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateContactRequestDto,
  UpdateContactRequestDto,
  type ContactRequestItem,
  type FollowUpResponse,
  type OkResponse,
  type RecruiterContactsResponse,
  type SessionUser,
} from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { RecruiterContactsGuard } from '../guards/recruiter-contacts.guard';
import { ContactRequestsService } from '../services/contact-requests.service';
import { RecruiterContactsService } from '../services/recruiter-contacts.service';

/** Contact requests (docs/decisions.md): every signed-in user has Received and Sent lists. */
@ApiTags('contact-requests')
@Controller()
@UseGuards(AuthenticatedGuard)
export class ContactRequestsController {
  constructor(
    private readonly contacts: ContactRequestsService,
    private readonly recruiterContacts: RecruiterContactsService,
  ) {}

  @Post('contact-requests')
  @ApiOperation({ summary: 'Send a contact request about a player (needs canContact)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateContactRequestDto): Promise<ContactRequestItem> {
    return this.contacts.create(me, dto);
  }

  @Get('contact-requests')
  @ApiOperation({ summary: 'Received contact requests, newest first' })
  received(@CurrentUser() me: SessionUser): Promise<ContactRequestItem[]> {
    return this.contacts.received(me);
  }

  @Get('me/contact-requests')
  @ApiOperation({ summary: 'Sent contact requests, newest first' })
  sent(@CurrentUser() me: SessionUser): Promise<ContactRequestItem[]> {
    return this.contacts.sent(me);
  }

  @Patch('contact-requests/:id')
  @ApiOperation({ summary: 'Approve (needs canRespond) or decline (always allowed); recipient only, pending only' })
  respond(
    @CurrentUser() me: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateContactRequestDto,
  ): Promise<ContactRequestItem> {
    return this.contacts.respond(me, id, dto.status);
  }

  @Delete('contact-requests/:id')
  @ApiOperation({ summary: 'Withdraw a pending request (sender only)' })
  async withdraw(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<OkResponse> {
    await this.contacts.withdraw(me, id);
    return { ok: true };
  }

  @Post('contact-requests/:id/follow-up')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remind the recipient (sender only, pending only, at most once per 7 days)' })
  followUp(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<FollowUpResponse> {
    return this.contacts.followUp(me, id);
  }

  @Get('recruiter/contacts')
  @UseGuards(RecruiterContactsGuard)
  @ApiOperation({ summary: 'Recruiter-side list of sent requests with the summary stats' })
  recruiterList(@CurrentUser() me: SessionUser): Promise<RecruiterContactsResponse> {
    return this.recruiterContacts.list(me);
  }
}
