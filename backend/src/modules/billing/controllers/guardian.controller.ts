import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GuardianCheckoutDto, type CheckoutResponse, type PlanOffer } from '@fiji/contracts';
import { UsersService } from '../../users';
import { CatalogueService } from '../services/catalogue.service';
import { CheckoutService } from '../services/checkout.service';
import { GuardianLinksService } from '../services/guardian-links.service';
import { NotFoundException } from '@nestjs/common';

/** A guardian's payment link (no account): what it pays for, and its checkout. */
@ApiTags('billing')
@Controller('billing/guardian')
export class GuardianController {
  constructor(
    private readonly guardians: GuardianLinksService,
    private readonly catalogue: CatalogueService,
    private readonly checkouts: CheckoutService,
    private readonly users: UsersService,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'The player a guardian link pays for and the Player Pro offers; 404 when expired or invalid' })
  async show(@Param('token') token: string): Promise<{ playerFirstName: string; offers: PlanOffer[]; expiresAt: string }> {
    const link = this.guardians.verify(token);
    const player = await this.users.findById(link.playerUserId);
    if (!player) throw new NotFoundException();
    return { playerFirstName: player.firstName, offers: this.catalogue.offers('player_pro'), expiresAt: link.expiresAt.toISOString() };
  }

  @Post(':token/checkout')
  @ApiOperation({ summary: "Start the guardian's checkout for the player's Player Pro" })
  async checkout(@Param('token') token: string, @Body() dto: GuardianCheckoutDto): Promise<CheckoutResponse> {
    const link = this.guardians.verify(token);
    return this.checkouts.startForGuardian(link.playerUserId, link.guardianEmail, dto.interval, token);
  }
}
