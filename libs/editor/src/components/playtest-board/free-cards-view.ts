// The cards of free play beside the board: each deck with what is left to draw and its
// buttons (shuffle, draw to a hand or face up), then every player's hand and the cards face
// up, each with a Discard button. Free play checks no rules and hides nothing, so every hand
// is shown to whoever sits at the screen, and the view says so.
import { html, nothing, type TemplateResult } from 'lit';
import type { DrawTarget, FreeCard, FreeCards, PlayerNames } from '@kriegsspiel/editor-core';

/** What the buttons of the cards do, and the players' names. */
export interface FreeCardsActions {
  readonly names: PlayerNames;
  readonly shuffle: (deck: string) => void;
  readonly draw: (deck: string, to: DrawTarget) => void;
  readonly discard: (card: string) => void;
}

/** The cards section; nothing when the scenario has no decks. */
export function freeCardsView(cards: FreeCards, on: FreeCardsActions): TemplateResult | typeof nothing {
  const { decks, hands, faceUp } = cards;
  if (decks.length === 0) return nothing;
  const players = Object.keys(hands);
  const name = (player: string) => on.names.get(player) ?? player;
  const card = (c: FreeCard) =>
    html`<li data-card=${c.id}>${c.name} <button type="button" class="discard" title=${`Discard ${c.name}`} @click=${() => on.discard(c.id)}>Discard</button></li>`;
  return html`<section class="cards" aria-label="Cards">
    <h3>Cards</h3>
    <p class="hint">Every hand is shown: free play checks no rules and hides nothing.</p>
    ${decks.map(
      (d) =>
        html`<div class="deck" role="group" aria-label=${d.name} data-deck=${d.id}>
          <span class="deck-name">${d.name}</span> <span class="count">${d.pile.length} to draw · ${d.discards.length} discarded</span>
          <div class="deck-buttons">
            <button type="button" class="shuffle" ?disabled=${d.pile.length + d.discards.length === 0} @click=${() => on.shuffle(d.id)}>Shuffle</button>
            ${(d.owner !== undefined && players.includes(d.owner) ? [d.owner] : players).map(
              (p) =>
                html`<button type="button" class="draw" data-to=${p} ?disabled=${d.pile.length === 0} @click=${() => on.draw(d.id, { hand: p })}>Draw to ${name(p)}</button>`,
            )}
            <button type="button" class="draw" data-to="face-up" ?disabled=${d.pile.length === 0} @click=${() => on.draw(d.id, 'face-up')}>Draw face up</button>
          </div>
        </div>`,
    )}
    ${players.map(
      (p) =>
        html`<div class="hand" data-player=${p}>
          <h4>${name(p)}’s hand <span class="count">${hands[p]?.length ?? 0}</span></h4>
          ${(hands[p]?.length ?? 0) > 0 ? html`<ul>${hands[p]?.map(card)}</ul>` : nothing}
        </div>`,
    )}
    ${faceUp.length > 0 ? html`<div class="face-up"><h4>Face up</h4><ul>${faceUp.map(card)}</ul></div>` : nothing}
  </section>`;
}
