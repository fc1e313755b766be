import Cellar
import Testing
