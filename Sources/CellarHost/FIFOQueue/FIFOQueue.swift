/// A first-in, first-out queue: elements are appended at the back and
/// taken from the front, each in amortized O(1).
///
/// An `Array` with `removeFirst()` moves every remaining element on each
/// take, so draining *n* elements costs O(*n*²): 40,000 queued updates
/// took seconds. Here the front is an index into the storage; taken
/// elements are released at once (their slot is emptied), and the storage
/// drops the empty slots in one move once they are at least half of it,
/// so the queue never holds more than twice its elements' slots, and each
/// element is moved at most once per take on average.
///
/// Used for the work a ``UIScrollView`` runs once idle and for the updates a
/// `Table` or `Grid` queues.
package struct FIFOQueue<Element> {
  /// The slots: taken ones (before ``front``) are `nil`.
  private var slots: [Element?] = []
  /// The index of the first element not taken yet.
  private var front = 0

  /// An empty queue.
  package init() {}

  /// A queue of `elements`, the first one at the front.
  ///
  /// - Parameter elements: The elements, in the order they are taken.
  package init(_ elements: some Sequence<Element>) {
    slots = elements.map { $0 }
  }

  /// Whether no element waits.
  package var isEmpty: Bool { front == slots.count }

  /// How many elements wait.
  package var count: Int { slots.count - front }

  /// The element taken last of those waiting (the one appended last), if any.
  package var last: Element? { isEmpty ? nil : slots[slots.count - 1] }

  /// The elements waiting, from the front.
  ///
  /// - Complexity: O(*n*) for *n* elements waiting.
  package var elements: [Element] { slots[front...].compactMap { $0 } }

  /// Adds an element at the back.
  ///
  /// - Complexity: Amortized O(1).
  package mutating func append(_ element: Element) {
    slots.append(element)
  }

  /// Takes the element at the front, or returns `nil` when none waits.
  ///
  /// - Complexity: Amortized O(1).
  package mutating func popFirst() -> Element? {
    guard front < slots.count else { return nil }
    let element = slots[front]
    slots[front] = nil
    front += 1
    if front == slots.count {
      slots.removeAll(keepingCapacity: slots.count <= 1_024)
      front = 0
    } else if front >= 32 && front * 2 >= slots.count {
      // Each element moved here was behind at least as many taken ones:
      // the move costs no more than the takes since the last one.
      slots.removeFirst(front)
      front = 0
    }
    return element
  }

  /// Takes every element waiting, from the front.
  ///
  /// - Returns: The elements, in the order they were appended.
  /// - Complexity: O(*n*) for *n* elements waiting.
  @discardableResult
  package mutating func removeAll() -> [Element] {
    let taken = elements
    slots.removeAll()
    front = 0
    return taken
  }
}
