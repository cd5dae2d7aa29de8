import { Component, type ErrorInfo, type ReactNode } from 'react';
import { cartStore } from '../state/cart.service';

export const CART_CRASHED = 'Algo salió mal';

interface Props {
  oncologico?: boolean;
  /** The header's mini-cart: one line instead of the page. */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A crash of the cart's screen (spec 000 §4): the stored cart is reset, so the next visit starts from an empty,
 * readable cart, and the shopper reads 'Algo salió mal' instead of a blank page.
 */
export class CartErrorBoundary extends Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[checkout] the cart failed and was reset', error, info.componentStack);
    cartStore().reset(this.props.oncologico === true);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    if (this.props.compact) {
      return (
        <p className="ck-mini-empty" role="alert" data-testid="cart-crashed">
          {CART_CRASHED}
        </p>
      );
    }
    return (
      <div className="ck-page" role="alert" data-testid="cart-crashed">
        <h1 className="ck-title">{CART_CRASHED}</h1>
        <p className="ck-muted">Tu carrito se reinició. Podés volver a agregar los productos.</p>
        <a className="ck-button" href={this.props.oncologico ? '/mundo/oncologicos' : '/'}>
          Comprar
        </a>
      </div>
    );
  }
}
