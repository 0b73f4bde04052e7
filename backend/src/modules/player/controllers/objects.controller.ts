import { Controller, Get, Head, HttpCode, NotFoundException, Param, Post, Put, Query, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { defaultErrorCode } from '@fiji/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UPLOAD_HEADERS, type SessionUser, type UploadUrlResponse } from '@fiji/contracts';
import type { Request, Response } from 'express';
import type { Socket } from 'node:net';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { FileStore, receivedRange, sendStoredFile } from '../../../core/storage';
import { PlayerGuard } from '../guards/player.guard';
import { HighlightsService } from '../services/highlights.service';
import { UploadHttpError, UploadsService, type ReceiveOutcome, type UploadState } from '../services/uploads.service';

/** How long a refused upload's connection may keep sending (discarded) before it is cut. */
const REFUSED_DRAIN_MS = 2000;

/**
 * The spec's object flow: POST /api/objects/upload gives a signed upload URL; the browser PUTs the
 * file there (resumable: HEAD / Content-Range); GET serves the stored original to whoever may see it.
 * The upload URL needs no session (its token is the permission); body parsers are off on it.
 */
@ApiTags('uploads')
@Controller('objects')
export class ObjectsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly highlights: HighlightsService,
    private readonly storage: FileStore,
  ) {}

  @Post('upload')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: 'A signed, expiring, single-use upload URL (players with a profile and room in their plan)' })
  createUploadUrl(@CurrentUser() me: SessionUser): Promise<UploadUrlResponse> {
    return this.uploads.createUrl(me);
  }

  // Declared before the GET so Express routes HEAD here rather than to the GET handler.
  @Head('uploads/:id')
  @ApiOperation({ summary: 'With ?token: the bytes the server has (Upload-Offset). Without: headers of the stored file.' })
  async head(@Param('id') id: string, @Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (token === undefined) return this.serve(id, req, res);
    try {
      const state = await this.uploads.state(id, token);
      setStateHeaders(res, state);
      res.status(200).end();
    } catch (e) {
      if (!(e instanceof UploadHttpError)) throw e;
      for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
      res.status(e.status).end();
    }
  }

  @Put('uploads/:id')
  @ApiOperation({ summary: 'Send the file (whole, or from an offset with Content-Range); `Content-Range: bytes */N` asks for the offset' })
  async put(@Param('id') id: string, @Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    let outcome: ReceiveOutcome;
    try {
      outcome = await this.uploads.receive(id, token, req);
    } catch (e) {
      if (!(e instanceof UploadHttpError)) throw e;
      refuse(req, res, e);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (outcome.kind === 'aborted') {
      res.destroy(); // the client is gone: nobody to answer
    } else if (outcome.kind === 'complete') {
      setStateHeaders(res, { offset: outcome.body.size, total: outcome.body.size, status: 'complete' });
      res.status(200).json(outcome.body);
    } else {
      // 308 "Resume Incomplete" (the Google resumable-upload convention), with the bytes the server has.
      setStateHeaders(res, { offset: outcome.offset, total: outcome.total, status: 'pending' });
      res.status(308).end();
    }
  }

  @Get('uploads/:id')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'The stored original: the uploader, or viewers its highlight allows (404 otherwise); Range + caching' })
  async get(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serve(id, req, res);
  }

  private async serve(id: string, req: Request, res: Response): Promise<void> {
    const me = req.user as SessionUser | undefined;
    if (!req.isAuthenticated?.() || !me) throw new UnauthorizedException('Unauthorized');
    const file = await this.highlights.uploadOriginal(me, id);
    if (!file || !(await sendStoredFile(this.storage, file.key, req, res, file))) throw new NotFoundException('Not Found');
  }
}

function setStateHeaders(res: Response, state: UploadState): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(UPLOAD_HEADERS.offset, String(state.offset));
  res.setHeader(UPLOAD_HEADERS.status, state.status);
  if (state.total !== null) res.setHeader(UPLOAD_HEADERS.length, String(state.total));
  const range = receivedRange(state.offset);
  if (range) res.setHeader('Range', range);
}

/**
 * Answers a refused upload with its JSON error. When the body was not read to its end the answer
 * says `Connection: close` and the connection closes with a lingering close (as nginx does): Node
 * would destroy the socket right after the answer, and a reset while the client is still sending
 * can wipe the answer before the client reads it. Instead our side ends, what still arrives is
 * discarded (never stored), and the socket goes when the client closes or after a moment.
 */
function refuse(req: Request, res: Response, e: UploadHttpError): void {
  for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
  res.setHeader('Cache-Control', 'no-store');
  if (e.closeConnection && !req.complete) {
    const socket = req.socket as Socket & { destroySoon?: () => void };
    res.setHeader('Connection', 'close');
    socket.destroySoon = () => socket.end();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), REFUSED_DRAIN_MS).unref();
    req.resume();
  }
  res.status(e.status).json({ statusCode: e.status, code: defaultErrorCode(e.status), message: e.message });
}
